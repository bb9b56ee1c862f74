import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

describe('Where to Find Us', () => {
  const { item, html, publishAndRead } = siteOnTheWebBuild();

  it('gives the address with the postcode an admin sets, and directions in the phone’s maps', async () => {
    const first = shown(await html('/location'));
    expect(first).toContain('<h2 id="station-address">Address</h2>');
    expect(first).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=54.2334%2C-4.4053"');
    expect(first).toContain('href="https://maps.apple.com/?daddr=54.2334%2C-4.4053"');

    const settings = await item<SiteSettings>('settings');
    const postcode = 'IM4 9ZZ';
    const page = await publishAndRead(
      'settings',
      { ...settings.data, address: { ...settings.data.address, postalCode: postcode } },
      settings.etag,
      '/location',
      postcode,
    );
    expect(shown(page)).toMatch(new RegExp(`<address>.*Laxey, Isle of Man.*${postcode}</span></address>`));
  });
});
