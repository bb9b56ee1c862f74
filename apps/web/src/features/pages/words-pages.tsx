import { lazy, type ReactNode, Suspense } from 'react';
import { bookingPrivacyWords, buyerDataRules } from '@lmr/shared/booking-privacy';
import { supporterPrivacyWords } from '@lmr/shared/supporter-words';
import type { SitePageName } from '@lmr/shared/site-content';
import { MarkdownPage } from '../../components/markdown-page.tsx';

const RunningDates = lazy(() => import('../../components/timetable/running-dates.tsx'));
const NextFares = lazy(() => import('../../components/timetable/next-fares.tsx'));

/** A page of words (and its picture) from the Site area. */
const markdown = (name: SitePageName, extra?: ReactNode) => () => <MarkdownPage name={name}>{extra}</MarkdownPage>;

/** The information pages that are words alone: one chunk, which info-pages.tsx loads on demand. */
export const wordsPages = {
  about: markdown('about'),
  rideOnRailway: markdown(
    'ride-on-railway',
    <Suspense fallback={<div className="next-fares" />}>
      <NextFares />
    </Suspense>,
  ),
  stationAndGiftShop: markdown('station-and-gift-shop'),
  laxeyVillage: markdown('laxey-village'),
  snaefellWheel: markdown('snaefell-wheel'),
  ghostTrains: markdown(
    'ghost-trains',
    <Suspense fallback={<div className="running-dates" />}>
      <RunningDates title="Ghost Trains dates" matches={/ghost/i} />
    </Suspense>,
  ),
  privacyPolicy: markdown(
    'privacy-policy',
    <>
      <section aria-labelledby="booking-privacy">
        <h2 id="booking-privacy">{bookingPrivacyWords.title}</h2>
        <p>{bookingPrivacyWords.kept(buyerDataRules.keepMonths)}</p>
      </section>
      <section aria-labelledby="supporter-privacy">
        <h2 id="supporter-privacy">{supporterPrivacyWords.title}</h2>
        {supporterPrivacyWords.kept.map((words) => (
          <p key={words}>{words}</p>
        ))}
      </section>
    </>,
  ),
};
