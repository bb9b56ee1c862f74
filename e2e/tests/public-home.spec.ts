import { expect, test } from '@playwright/test';
import { feedbackMessages } from '@lmr/shared/messages';
import type { PosterShown } from '@lmr/shared/poster';
import { scriptHasStarted } from '../support/visitor.ts';

test('the poster is in the first HTML, with alt text and its size, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { location, alt } = (await (await page.request.get('/api/poster')).json()) as PosterShown;
  const firstHtml = await (await page.request.get('/')).text();
  expect(firstHtml).toContain(`src="${location}"`);
  expect(firstHtml).not.toContain(feedbackMessages.loadingPoster);
  await page.goto('/');
  const poster = page.getByRole('img', { name: alt });
  await expect(poster).toHaveAttribute('width', '600');
  await expect(poster).toHaveAttribute('src', location);
  await context.close();
});

for (const [name, path, heading] of [
  ['Items of Interest', '/ItemsofInterest', 'Items of Interest'],
  ['Ghost Trains', '/Ghosttrains', 'Ghost Trains'],
  ['Special Running Days', '/timetable', 'Timetable'],
] as const) {
  test(`the ${name} card navigates by click and by keyboard`, async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'More to see' }).getByRole('link', { name: new RegExp(`^${name}`) });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('the social feed script is requested only after the visitor asks for it', async ({ page }) => {
  const feedRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    feedRequests.push(route.request().url());
    return route.fulfill({ body: 'window.feedScriptRan = true;', contentType: 'text/javascript' });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(feedRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show our social-media feed' }).click();
  await expect.poll(() => feedRequests.length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { feedScriptRan?: boolean }).feedScriptRan))
    .toBe(true);
  await expect(page.locator('.fb-page')).toHaveAttribute('data-href', /^https:\/\//);
});

test('from another page, the feed button loads Home afresh (/?feed), where the feed script may run', async ({
  page,
}) => {
  // The social network is the outside world: its script is answered by a local stub.
  const feedRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    feedRequests.push(route.request().url());
    return route.fulfill({ body: 'window.feedScriptRan = true;', contentType: 'text/javascript' });
  });
  await page.goto('/about');
  await scriptHasStarted(page);
  // Home reached inside the app keeps the /about document, whose policy does not allow the feed.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(feedRequests).toEqual([]);
  await page.getByRole('button', { name: 'Show our social-media feed' }).click();
  await expect(page).toHaveURL(/\/\?feed#news$/);
  await expect.poll(() => feedRequests.length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { feedScriptRan?: boolean }).feedScriptRan))
    .toBe(true);
  await expect(page.locator('.fb-page')).toHaveAttribute('data-href', /^https:\/\//);
  await expect(page.locator('.feed')).toBeFocused();
});

test('every picture has its size, alt text, and pictures below the fold load lazily', async ({ page }) => {
  for (const path of ['/', '/trains', '/books', '/sponsors', '/about', '/location']) {
    await page.goto(path);
    const images = await page.locator('main img:not(.leaflet-tile):not(.leaflet-marker-icon)').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const img of images) {
      expect(Number(img.width), `${path} ${img.src}`).toBeGreaterThan(0);
      expect(Number(img.height), `${path} ${img.src}`).toBeGreaterThan(0);
      expect(img.alt, `${path} ${img.src}`).not.toBeNull();
      if (img.top > 1500) {
        expect(img.loading, `${path} ${img.src}`).toBe('lazy');
        expect(img.decoding, `${path} ${img.src}`).toBe('async');
      }
    }
  }
});

test('pages carry title, description, canonical URL, Open Graph tags, and Home its JSON-LD', async ({ page }) => {
  const res = await page.request.get('/trains');
  const html = await res.text();
  expect(html).toMatch(/<title>Rolling Stock \| Laxey Mines Railway<\/title>/);
  expect(html).toMatch(/<meta name="description" content="Meet Ant, WASP and Bee/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/trains"/);
  expect(html).toMatch(/<meta property="og:title" content="Rolling Stock/);
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/trains"/);
  expect(html).toContain('Read More');

  const home = await (await page.request.get('/')).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)?.[1];
  const data = JSON.parse(json ?? '{}');
  expect(data['@type']).toBe('TouristAttraction');
  expect(data.address.addressLocality).toBe('Laxey');
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '11:00', closes: '16:30' });

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/location<\/loc>/);
  expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /admin');
});
