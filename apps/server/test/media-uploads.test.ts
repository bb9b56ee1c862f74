import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages, formatMegabytes } from '@lmr/shared/messages';
import {
  decompressionBomb,
  drivers,
  fiftyMegabytes,
  hostileFiles,
  type MediaApp,
  mediaAppAsAdmin,
  multipart,
  type MultipartParts,
  photoWithGps,
  pngImage,
  postMultipart,
  s3ServerForTheseTests,
} from './support/media-fixtures.ts';

const s3 = s3ServerForTheseTests();

describe.each(drivers)('the upload pipeline on %s storage', (driver) => {
  let t: MediaApp;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await mediaAppAsAdmin(driver, s3())));
  afterAll(() => t.close());

  async function addEvent(title: string, files: MultipartParts) {
    return postMultipart(
      t.app,
      '/api/add-event',
      [['title', title], ['description', 'Line one\nLine two'], ...files],
      cookie,
    );
  }

  const nothingLeft = async () => {
    expect(await t.storage.list()).toEqual([]);
    expect((await t.app.inject({ url: '/api/get-all-events' })).json()).toEqual([]);
  };

  const notAnImage = feedbackMessages.imageTypeRefused;
  const hostile: [string, () => Promise<{ bytes: Buffer; fileName: string; type?: string }>, number, string][] = [
    ['a PHP script named .jpg', async () => hostileFiles.phpAsJpeg, 415, notAnImage],
    ['an SVG with a script', async () => hostileFiles.svgWithScript, 415, notAnImage],
    ['a PDF renamed .png', async () => hostileFiles.pdfAsPng, 415, notAnImage],
    [
      'a decompression bomb (50000 x 50000 pixels)',
      async () => ({ bytes: decompressionBomb(), fileName: 'bomb.png' }),
      413,
      'That image has too many pixels: at most 40,000,000 (this is 50,000 × 50,000, 2,500,000,000). Please upload a smaller image.',
    ],
    [
      'a 50 MB file',
      async () => ({ bytes: fiftyMegabytes(), fileName: 'huge.jpg', type: 'image/jpeg' }),
      413,
      // Cut off at the parser's 20 MB limit, so how large it really was is not known.
      'That file is too large: at most 10 MB.',
    ],
  ];

  it.each(hostile)(
    'refuses %s, after a good image was already stored, names the file and why, and leaves nothing behind',
    async (_n, file, status, reason) => {
      const refused = await file();
      const res = await addEvent('Hostile', [
        ['galleryCaptions', 'first'],
        ['galleryCaptions', 'second'],
        ['image', { bytes: await pngImage(), fileName: 'main.png', type: 'image/png' }],
        ['gallery', { bytes: await pngImage(), fileName: 'good.png', type: 'image/png' }],
        ['gallery', refused],
      ]);
      expect(res.statusCode).toBe(status);
      const message = `${refused.fileName} was not accepted. ${reason}`;
      expect(res.json().error).toMatchObject({ message, fields: { gallery: message } });
      await nothingLeft();
    },
  );

  it('names the limit and the size of a file over the image limit but under the upload limit', async () => {
    const bytes = Buffer.concat([await pngImage(), Buffer.alloc(12 * 1024 * 1024)]);
    const res = await addEvent('Too large', [['image', { bytes, fileName: 'big.png', type: 'image/png' }]]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      `big.png was not accepted. That file is too large: at most 10 MB (this has ${formatMegabytes(bytes.length)}).`,
    );
    await nothingLeft();
  });

  it('refuses hostile files on upload-image and add-poster too', async () => {
    for (const [field, url] of [
      ['image', '/api/upload-image'],
      ['poster', '/api/add-poster'],
    ] as const) {
      const res = await postMultipart(t.app, url, [[field, hostileFiles.svgWithScript]], cookie);
      expect(res.statusCode).toBe(415);
    }
    await nothingLeft();
  });

  it('re-encodes a photo: auto-rotated, no EXIF or GPS, AVIF and WebP at each width, cached for a year', async () => {
    const res = await postMultipart(
      t.app,
      '/api/upload-image',
      [['image', { bytes: await photoWithGps(1200, 800), fileName: 'IMG_0001.JPG' }]],
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const { imageName } = res.json() as { imageName: string };
    // The newsletter image: a JPEG, which every mail program shows.
    expect(imageName).toMatch(/^\/media\/images\/[a-z0-9]+\/960\.jpg$/);
    expect(imageName).not.toContain('IMG_0001');
    const id = imageName.split('/')[3]!;
    expect(await t.storage.list(`images/${id}/`)).toEqual(
      ['1600.avif', '1600.webp', '480.avif', '480.webp', '960.avif', '960.jpg', '960.webp'].map(
        (f) => `images/${id}/${f}`,
      ),
    );
    const jpeg = await t.app.inject({ url: imageName });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).exif).toBeUndefined();
    const served = await t.app.inject({ url: `/media/images/${id}/480.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    // Stored sideways (orientation 6): upright it is taller than wide.
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(720);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const avif = await t.app.inject({ url: `/media/images/${id}/1600.avif` });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).height).toBe(1200);
    expect((await t.app.inject({ url: `/media/images/${id}/123.webp` })).statusCode).toBe(404);
  });

  it('refuses uploads from visitors (401) before reading them', async () => {
    const body = await multipart([['image', { bytes: await pngImage(), fileName: 'a.png' }]]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('shows the uploaded poster at its address, with an ETag, and deletes the old poster files', async () => {
    const none = await t.app.inject({ url: '/api/poster-location' });
    expect(none.statusCode).toBe(404);
    const upload = async () => {
      const poster = { bytes: await pngImage(800, 1100), fileName: 'poster.png' };
      const res = await postMultipart(
        t.app,
        '/api/add-poster',
        [
          ['poster', poster],
          ['description', 'The 2026 season poster'],
        ],
        cookie,
      );
      expect(res.statusCode).toBe(200);
      const location = await t.app.inject({ url: '/api/poster-location' });
      expect(location.headers['content-type']).toMatch(/^text\/plain/);
      return location;
    };
    const first = await upload();
    const firstId = first.body.split('/')[3]!;
    const image = await t.app.inject({ url: first.body });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const again = await t.app.inject({
      url: '/api/poster-location',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const second = await upload();
    expect(second.body).not.toBe(first.body);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await t.storage.list(`images/${firstId}/`)).toEqual([]);
    expect((await t.app.inject({ url: first.body })).statusCode).toBe(404);
  });

  it('keeps the poster’s description and gives it as the picture’s words; the spec’s upload without one still works', async () => {
    const poster = { bytes: await pngImage(60, 85), fileName: 'poster.png' };
    const send = (description?: string) => {
      const described: MultipartParts = description === undefined ? [] : [['description', description]];
      return postMultipart(t.app, '/api/add-poster', [...described, ['poster', poster]], cookie);
    };
    const shown = async () => (await t.app.inject({ url: '/api/poster' })).json<{ alt: string }>().alt;
    expect((await send()).statusCode).toBe(200);
    expect(await shown()).toBe(feedbackMessages.posterAltUnset);
    const described = 'Steam engine Ant at Laxey station; trains every Sunday from Easter to September.';
    expect((await send(`  ${described} `)).statusCode).toBe(200);
    const before = await t.storage.list();
    const refused = await send('x'.repeat(limits.captionMax + 1));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ error: { fields: object } }>().error.fields)).toEqual(['description']);
    // Nothing changed: the refused upload's files are gone, and the poster is the one described.
    expect(await t.storage.list()).toEqual(before);
    const answer = await t.app.inject({ url: '/api/poster' });
    expect(answer.json()).toEqual({
      location: (await t.app.inject({ url: '/api/poster-location' })).body,
      alt: described,
    });
  });
});
