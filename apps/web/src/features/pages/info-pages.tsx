import { lazy, type ReactNode, Suspense } from 'react';
import type { SitePageName } from '@lmr/shared/site-content';
import ghostTrainsPicture from '@content/images/home/ghost-trains.svg?image';
import type { ContentImage } from '../../../scripts/content-images.ts';
import { MarkdownPage } from './markdown-page.tsx';

type Load<T> = () => Promise<{ default: T }>;

const RunningDates = lazy(() => import('../timetable/running-dates.tsx'));

/** A page of words from the Site area, with an optional drawing, loaded on demand. */
const markdown = (name: SitePageName, picture?: Load<ContentImage>, extra?: ReactNode) =>
  lazy(async () => {
    const image = await picture?.();
    return {
      default: () => (
        <MarkdownPage name={name} picture={image?.default}>
          {extra}
        </MarkdownPage>
      ),
    };
  });

export const infoPages = {
  about: markdown('about', () => import('@content/images/pages/about.svg?image')),
  donate: lazy(() => import('./donate-page.tsx')),
  trust: lazy(() => import('./trust-page.tsx')),
  sponsors: lazy(() => import('./sponsors-page.tsx')),
  otherLinks: lazy(() => import('./other-links-page.tsx')),
  rideOnRailway: markdown('ride-on-railway', () => import('@content/images/pages/ride-on-railway.svg?image')),
  stationAndGiftShop: markdown(
    'station-and-gift-shop',
    () => import('@content/images/pages/station-and-gift-shop.svg?image'),
  ),
  laxeyVillage: markdown('laxey-village', () => import('@content/images/pages/laxey-village.svg?image')),
  snaefellWheel: markdown('snaefell-wheel', () => import('@content/images/pages/snaefell-wheel.svg?image')),
  itemsOfInterest: lazy(() => import('./items-of-interest-page.tsx')),
  ghostTrains: markdown(
    'ghost-trains',
    async () => ({ default: ghostTrainsPicture }),
    <Suspense fallback={<div className="running-dates" />}>
      <RunningDates title="Ghost Trains dates" matches={/ghost/i} />
    </Suspense>,
  ),
  privacyPolicy: markdown('privacy-policy'),
};
