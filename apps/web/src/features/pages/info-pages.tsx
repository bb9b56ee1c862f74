import { lazy } from 'react';
import type { wordsPages } from './words-pages.tsx';
import './pages.css';

/** Like every screen but Home, each is loaded on demand: the first download stays small (decision 003). */
const wordsPage = (name: keyof typeof wordsPages) =>
  lazy(async () => ({ default: (await import('./words-pages.tsx')).wordsPages[name] }));

export const infoPages = {
  about: wordsPage('about'),
  trust: lazy(() => import('./trust-page.tsx')),
  sponsors: lazy(() => import('./sponsors-page.tsx')),
  otherLinks: lazy(() => import('./other-links-page.tsx')),
  rideOnRailway: wordsPage('rideOnRailway'),
  stationAndGiftShop: wordsPage('stationAndGiftShop'),
  laxeyVillage: wordsPage('laxeyVillage'),
  snaefellWheel: wordsPage('snaefellWheel'),
  itemsOfInterest: lazy(() => import('./items-of-interest-page.tsx')),
  ghostTrains: wordsPage('ghostTrains'),
  privacyPolicy: wordsPage('privacyPolicy'),
};
