import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { createMediaApp, type MultipartParts, pngImage, postMultipart } from './support/media-fixtures.ts';
import { ADMIN, loginCookie } from './support/test-app.ts';

/** Which pictures an event may show, what deleting it takes with it, and the spec's own bodies. */
describe('event pictures', () => {
  let t: Awaited<ReturnType<typeof createMediaApp>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createMediaApp('local', undefined);
    cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const file = async (name: string) => ({ bytes: await pngImage(320, 240), fileName: name, type: 'image/png' });
  const send = (url: string, parts: MultipartParts) => postMultipart(t.app, url, parts, cookie);
  const addEvent = async (title: string, withImage = true) =>
    send('/api/add-event', [
      ['title', title],
      ['galleryCaptions', `${title} gallery`],
      ['gallery', await file('g.png')],
      ...(withImage ? [['image', await file('m.png')] as [string, { bytes: Buffer; fileName: string }]] : []),
    ]);
  const event = async (title: string) =>
    (await t.app.inject({ url: `/api/get-event/${encodeURIComponent(title)}` })).json() as HistoryEvent;
  const edit = (title: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/edit-event/${encodeURIComponent(title)}`, headers: { cookie }, payload });
  const served = async (address: string) => (await t.app.inject({ url: address })).statusCode;
  const uploadFree = async () =>
    ((await send('/api/upload-image', [['image', await file('free.png')]])).json() as { imageName: string }).imageName;

  it("refuses an edit that takes another event's picture or the poster, and both stay served", async () => {
    expect((await addEvent('Event A')).statusCode).toBe(201);
    expect((await addEvent('Event B')).statusCode).toBe(201);
    const described: MultipartParts = [['description', 'The poster']];
    expect((await send('/api/add-poster', [['poster', await file('poster.png')], ...described])).statusCode).toBe(200);
    const poster = (await t.app.inject({ url: '/api/poster-location' })).body;
    const a = await event('Event A');
    const b = await event('Event B');

    for (const payload of [
      { name: 'Event A', description: '', image: b.image },
      { name: 'Event A', description: '', image: poster },
      { name: 'Event A', description: '', gallery: [b.galleryImages[0]], galleryCaptions: ['taken'] },
      { name: 'Event A', description: '', gallery: [poster], galleryCaptions: ['taken'] },
    ]) {
      const res = await edit('Event A', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(feedbackMessages.imageNotOwn);
    }
    expect(await event('Event A')).toEqual(a);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/delete-event/Event%20A', headers: { cookie } })).statusCode,
    ).toBe(204);
    for (const address of [b.image, ...b.galleryImages, poster]) expect(await served(address), address).toBe(200);
    for (const address of [a.image, ...a.galleryImages]) expect(await served(address), address).toBe(404);
  });

  it('keeps a picture when the edit shows another of its sizes, and refuses a size that does not exist', async () => {
    const b = await event('Event B');
    const smaller = b.image.replace('/960.webp', '/480.avif');
    const res = await edit('Event B', { name: 'Event B', description: '', image: smaller });
    expect(res.statusCode, res.body).toBe(200);
    expect(await served(smaller)).toBe(200);
    expect(await served(b.image)).toBe(200);

    const odd = await edit('Event B', { name: 'Event B', description: '', image: b.image.replace('/960.', '/123.') });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields.image).toBeDefined();
    expect((await event('Event B')).image).toBe(smaller);
  });

  it('lets one event take a free upload, then refuses it to another; deleting keeps what a newsletter shows', async () => {
    expect((await addEvent('Event C')).statusCode).toBe(201);
    const free = await uploadFree();
    const taken = await edit('Event C', { name: 'Event C', description: '', image: free });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await edit('Event B', { name: 'Event B', description: '', image: free })).statusCode).toBe(400);

    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/send-newsletter',
      headers: { cookie },
      payload: {
        title: 'Pictures',
        subject: 'Pictures',
        message: 'A picture from the archive, shown in this newsletter and on an event as well.',
        imageLink: free,
      },
    });
    expect(newsletter.statusCode).toBe(202);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/delete-event/Event%20C', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await served(free)).toBe(200);
  });

  it("accepts the spec's edit body without captions: a picture that stays keeps its caption, a new one gets none", async () => {
    const b = await event('Event B');
    const free = await uploadFree();
    const res = await edit('Event B', {
      name: 'Event B',
      description: 'Exactly what the spec sends',
      image: b.image,
      gallery: [free, b.galleryImages[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      galleryImages: [free, b.galleryImages[0]],
      galleryCaptions: ['', 'Event B gallery'],
    });
  });

  it('leaves no empty folder behind a refused upload or a deleted event', async () => {
    const dir = t.config.storage.driver === 'local' ? t.config.storage.dir : '';
    const emptyFolders = async () => {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      const folders = entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
      const empty = [];
      for (const folder of folders) if ((await fs.readdir(folder)).length === 0) empty.push(folder);
      return empty;
    };
    expect((await addEvent('Event B')).statusCode).toBe(409);
    const hostile = await send('/api/add-event', [
      ['title', 'Refused upload'],
      ['image', await file('m.png')],
      ['galleryCaptions', 'not a picture'],
      ['gallery', { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), fileName: 'x.svg' }],
    ]);
    expect(hostile.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/delete-event/Event%20B', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await emptyFolders()).toEqual([]);
  });

  it('adds an event without a main image, as the spec allows', async () => {
    const res = await addEvent('No picture yet', false);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'No picture yet', image: '' });
    const edited = await edit('No picture yet', { name: 'No picture yet', description: 'Still none' });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
