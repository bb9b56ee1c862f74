import { lazy, type ReactNode, Suspense } from 'react';
import type { SitePageName } from '@lmr/shared/site-content';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import './pages.css';

const RunningDates = lazy(() => import('../timetable/running-dates.tsx'));
const NextFares = lazy(() => import('../timetable/next-fares.tsx'));

/** A page of words (and its picture) from the Site area. */
const markdown = (name: SitePageName, extra?: ReactNode) => () => <MarkdownPage name={name}>{extra}</MarkdownPage>;

export const infoPages = {
  about: markdown('about'),
  donate: lazy(() => import('./donate-page.tsx')),
  trust: lazy(() => import('./trust-page.tsx')),
  sponsors: lazy(() => import('./sponsors-page.tsx')),
  otherLinks: lazy(() => import('./other-links-page.tsx')),
  rideOnRailway: markdown(
    'ride-on-railway',
    <Suspense fallback={<div className="next-fares" />}>
      <NextFares />
    </Suspense>,
  ),
  stationAndGiftShop: markdown('station-and-gift-shop'),
  laxeyVillage: markdown('laxey-village'),
  snaefellWheel: markdown('snaefell-wheel'),
  itemsOfInterest: lazy(() => import('./items-of-interest-page.tsx')),
  ghostTrains: markdown(
    'ghost-trains',
    <Suspense fallback={<div className="running-dates" />}>
      <RunningDates title="Ghost Trains dates" matches={/ghost/i} />
    </Suspense>,
  ),
  privacyPolicy: markdown('privacy-policy'),
};
