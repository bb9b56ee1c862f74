import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@lmr/shared/limits';
import type { HistoryEvent } from '@lmr/shared/history-events';
import {
  drivers,
  type MediaApp,
  mediaAppAsAdmin,
  pngImage,
  postMultipart,
  s3ServerForTheseTests,
} from './support/media-fixtures.ts';

const s3 = s3ServerForTheseTests();

const awkwardTitle = 'The "Lady Isabella" / Ærø wheel: 100% restored?';

describe.each(drivers)('history events on %s storage', (driver) => {
  let t: MediaApp;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await mediaAppAsAdmin(driver, s3())));
  afterAll(() => t.close());

  const path = (title: string) => encodeURIComponent(title);
  const png = async (name: string) => ({ bytes: await pngImage(), fileName: name, type: 'image/png' });

  async function addEvent(title: string, date: string, captions: string[]) {
    return postMultipart(
      t.app,
      '/api/add-event',
      [
        ['title', `  ${title}  `],
        ['description', 'First line\nSecond line <b>not bold</b>'],
        ['date', date],
        ...captions.map((c) => ['galleryCaptions', c] as [string, string]),
        ['image', await png('main.png')],
        ...(await Promise.all(
          captions.map(
            async (_, i) => ['gallery', await png(`g${i}.png`)] as [string, { bytes: Buffer; fileName: string }],
          ),
        )),
      ],
      cookie,
    );
  }

  const getEvent = async (title: string) => t.app.inject({ url: `/api/get-event/${path(title)}` });

  it('adds events and lists them newest first in the spec shape, titles trimmed', async () => {
    expect((await addEvent('Older event', '1900-05-01', ['one'])).statusCode).toBe(201);
    const res = await addEvent(awkwardTitle, '2020-06-01', ['a', 'b', 'c']);
    expect(res.statusCode).toBe(201);
    const all = (await t.app.inject({ url: '/api/get-all-events' })).json() as HistoryEvent[];
    expect(all.map((e) => e.name)).toEqual([awkwardTitle, 'Older event']);
    const event = all[0]!;
    // The spec's fields, then two optional ones added after it (issue 30): the picture's words and a year alone.
    expect(Object.keys(event).sort()).toEqual([
      'date',
      'description',
      'galleryCaptions',
      'galleryImages',
      'image',
      'imageAlt',
      'name',
      'slug',
      'yearOnly',
    ]);
    expect(event).toMatchObject({ imageAlt: '', yearOnly: false });
    expect(all.map((e) => e.slug)).toEqual([expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), 'older-event']);
    expect(event.description).toBe('First line\nSecond line <b>not bold</b>');
    expect(event.date).toBe('2020-06-01T00:00:00.000Z');
    expect(event.galleryCaptions).toEqual(['a', 'b', 'c']);
    expect(event.galleryImages).toHaveLength(3);
    expect((await t.app.inject({ url: event.galleryImages[2]! })).statusCode).toBe(200);
  });

  it('takes a year alone ("1877") and words for the main picture, keeps them through an edit, and sorts by the year', async () => {
    const res = await postMultipart(
      t.app,
      '/api/add-event',
      [
        ['title', 'Lady Isabella first turns'],
        ['date', '1854'],
        ['imageAlt', 'The great wheel, painted red, against the hillside'],
        ['image', await png('wheel.png')],
      ],
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: '1854-01-01T00:00:00.000Z',
      yearOnly: true,
      imageAlt: 'The great wheel, painted red, against the hillside',
    });
    const all = (await t.app.inject({ url: '/api/get-all-events' })).json() as HistoryEvent[];
    expect(all.map((e) => e.name).at(-1)).toBe('Lady Isabella first turns');

    const edit = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/edit-event/${path('Lady Isabella first turns')}`,
        headers: { cookie },
        payload: { name: 'Lady Isabella first turns', description: '', ...body },
      });
    // The spec's edit body (no date, no words for the picture) keeps both.
    expect((await edit({})).json()).toMatchObject({ yearOnly: true, imageAlt: expect.stringMatching(/^The great/) });
    expect((await edit({ date: '1854-09-27', imageAlt: 'The wheel' })).json()).toMatchObject({
      date: '1854-09-27T00:00:00.000Z',
      yearOnly: false,
      imageAlt: 'The wheel',
    });
    const refused = await edit({ date: '18x4' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.date).toBeTruthy();
  });

  it('finds an event by its URL-encoded title, whatever its case', async () => {
    const res = await getEvent(awkwardTitle.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(awkwardTitle);
    expect((await getEvent('No such event')).statusCode).toBe(404);
  });

  it('answers 304 to a client that already has the list or the event', async () => {
    const first = await t.app.inject({ url: '/api/get-all-events' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ url: '/api/get-all-events', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    const one = await getEvent(awkwardTitle);
    expect(
      (
        await t.app.inject({
          url: `/api/get-event/${path(awkwardTitle)}`,
          headers: { 'if-none-match': one.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('refuses a duplicate title (any case) with a 409 and keeps no files from the attempt', async () => {
    const before = await t.storage.list();
    const res = await addEvent('OLDER EVENT', '1950-01-01', ['x']);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An event with this title already exists. Please choose another title.');
    expect(await t.storage.list()).toEqual(before);
  });

  it('refuses a missing title and a missing caption with field messages', async () => {
    const before = await t.storage.list();
    const noTitle = await addEvent('   ', '2000-01-01', []);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields.title).toBe('You must enter a name');
    const noCaption = await postMultipart(
      t.app,
      '/api/add-event',
      [
        ['title', 'Caption missing'],
        ['image', await png('m.png')],
        ['gallery', await png('g.png')],
      ],
      cookie,
    );
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().error.fields.galleryCaptions).toBe('Each gallery image needs a caption.');
    expect(await t.storage.list()).toEqual(before);
  });

  it('edits every field: renames, changes a caption, reorders, removes and adds gallery images', async () => {
    const event = (await getEvent(awkwardTitle)).json() as HistoryEvent;
    const [a, b, c] = event.galleryImages as [string, string, string];
    const uploaded = await postMultipart(t.app, '/api/upload-image', [['image', await png('new.png')]], cookie);
    const { imageName } = uploaded.json() as { imageName: string };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/edit-event/${path(awkwardTitle)}`,
      headers: { cookie },
      payload: {
        name: 'Renamed / event',
        description: 'New text',
        date: '2021-01-01T00:00:00.000Z',
        image: event.image,
        gallery: [c, a, imageName],
        galleryCaptions: ['c', 'a changed', 'new'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed / event',
      description: 'New text',
      date: '2021-01-01T00:00:00.000Z',
      galleryImages: [c, a, imageName],
      galleryCaptions: ['c', 'a changed', 'new'],
    });
    expect((await getEvent(awkwardTitle)).statusCode).toBe(404);
    const removedId = b.split('/')[3]!;
    expect(await t.storage.list(`images/${removedId}/`)).toEqual([]);
  });

  it('refuses an edit to an unknown image, to a taken title, or with captions that do not match', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/edit-event/${path('Renamed / event')}`, headers: { cookie }, payload });
    const unknown = await put({
      name: 'Renamed / event',
      description: '',
      gallery: ['/media/images/aaaaaaaaaaaaaaaaaaaaaaaa/960.webp'],
      galleryCaptions: ['x'],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await put({ name: 'older event', description: '' })).statusCode).toBe(409);
    expect(
      (await put({ name: 'Renamed / event', description: '', gallery: [], galleryCaptions: ['x'] })).statusCode,
    ).toBe(400);
    expect((await put({ name: '', description: '' })).json().error.fields.name).toBe('You must enter a name');
  });

  it('deletes an event and all its files; visitors cannot change events', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/delete-event/${path('Renamed / event')}` })).statusCode,
    ).toBe(401);
    const event = (await getEvent('Renamed / event')).json() as HistoryEvent;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-event/${path('Renamed / event')}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    for (const address of [event.image, ...event.galleryImages]) {
      expect(await t.storage.list(`images/${address.split('/')[3]}/`)).toEqual([]);
    }
    const older = (await getEvent('Older event')).json() as HistoryEvent;
    await t.app.inject({ method: 'DELETE', url: `/api/delete-event/${path('Older event')}`, headers: { cookie } });
    expect(await t.storage.list(`images/${older.image.split('/')[3]}/`)).toEqual([]);
  });

  // The router once refused parameters over 100 characters: an event with a long title could be added
  // but never read, edited or deleted again.
  it.each([
    ['Latin', 'L'.repeat(limits.nameMax)],
    ['CJK, three bytes a character', '鉱'.repeat(limits.nameMax)],
    ['emoji, four bytes and two code units', '🚂'.repeat(limits.nameMax / 2)],
  ])('adds, reads, edits and deletes an event with the longest title allowed (%s)', async (_, title) => {
    expect(title).toHaveLength(limits.nameMax);
    expect((await addEvent(title, '1999-01-01', [])).statusCode).toBe(201);
    expect((await getEvent(title)).json()).toMatchObject({ name: title });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/edit-event/${path(title)}`,
      headers: { cookie },
      payload: { name: title, description: 'Edited', gallery: [], galleryCaptions: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getEvent(title)).json()).toMatchObject({ description: 'Edited' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-event/${path(title)}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await getEvent(title)).statusCode).toBe(404);
  });
});
