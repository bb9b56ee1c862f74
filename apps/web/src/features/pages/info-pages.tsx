import { lazy, type ReactNode, Suspense } from 'react';
import ghostTrainsPicture from '@content/images/home/ghost-trains.svg?image';
import itemsOfInterestPicture from '@content/images/home/items-of-interest.svg?image';
import type { ContentImage } from '../../../scripts/content-images.ts';
import { MarkdownPage, type MarkdownContent } from './markdown-page.tsx';

type Load<T> = () => Promise<{ default: T }>;

const RunningDates = lazy(() => import('../timetable/running-dates.tsx'));

/** A Markdown page from content/pages, with an optional drawing, loaded on demand. */
const markdown = (page: Load<MarkdownContent>, picture?: Load<ContentImage>, extra?: ReactNode) =>
  lazy(async () => {
    const [{ default: content }, image] = await Promise.all([page(), picture?.()]);
    return {
      default: () => (
        <MarkdownPage page={content} picture={image?.default}>
          {extra}
        </MarkdownPage>
      ),
    };
  });

export const infoPages = {
  about: markdown(
    () => import('@content/pages/about.md'),
    () => import('@content/images/pages/about.svg?image'),
  ),
  donate: lazy(() => import('./donate-page.tsx')),
  trust: lazy(() => import('./trust-page.tsx')),
  sponsors: lazy(() => import('./sponsors-page.tsx')),
  otherLinks: lazy(() => import('./other-links-page.tsx')),
  rideOnRailway: markdown(
    () => import('@content/pages/ride-on-railway.md'),
    () => import('@content/images/pages/ride-on-railway.svg?image'),
  ),
  stationAndGiftShop: markdown(
    () => import('@content/pages/station-and-gift-shop.md'),
    () => import('@content/images/pages/station-and-gift-shop.svg?image'),
  ),
  laxeyVillage: markdown(
    () => import('@content/pages/laxey-village.md'),
    () => import('@content/images/pages/laxey-village.svg?image'),
  ),
  snaefellWheel: markdown(
    () => import('@content/pages/snaefell-wheel.md'),
    () => import('@content/images/pages/snaefell-wheel.svg?image'),
  ),
  itemsOfInterest: markdown(
    () => import('@content/pages/items-of-interest.md'),
    async () => ({ default: itemsOfInterestPicture }),
  ),
  ghostTrains: markdown(
    () => import('@content/pages/ghost-trains.md'),
    async () => ({ default: ghostTrainsPicture }),
    <Suspense fallback={<div className="running-dates" />}>
      <RunningDates title="Ghost Trains dates" matches={/ghost/i} />
    </Suspense>,
  ),
  privacyPolicy: markdown(() => import('@content/pages/privacy-policy.md')),
};
