import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { homeKey } from '@lmr/shared/site-keys';
import type { SiteHomeCard } from '@lmr/shared/site-lists';
import { PageMeta } from '../../components/page-meta.tsx';
import { DraftNotice } from '../../components/ui/draft-notice.tsx';
import { Alert, useHandedFeedback } from '../../components/ui/feedback.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteSettings, useSiteList, useSitePage } from '../../lib/site-pages.ts';
import { siteHomeQuery } from './api.ts';
import { Poster } from './poster.tsx';
import { SocialFeed } from './social-feed.tsx';
import './home.css';

// The query library loads with this box, after the page's words, not before them.
const NextRunningDay = lazy(() => import('../../components/timetable/next-running-day.tsx'));
const ComingSpecialDays = lazy(() => import('../../components/timetable/coming-special-days.tsx'));

/** The shapes of our banner (8 by 3) and card pictures (3 by 2), reserved before they arrive. */
const bannerSize = { width: 1600, height: 600 };
const cardSize = { width: 600, height: 400 };

function HomeCard({ card }: { card: SiteHomeCard }) {
  const content = (
    <>
      {card.picture && (
        <ResponsiveImage src={card.picture} alt="" sizes="(min-width: 48rem) 22rem, 100vw" {...cardSize} />
      )}
      <span className="home-card-title">{card.title}</span>
      {card.text && <span className="home-card-text">{card.text}</span>}
      {card.specialDays && (
        <Suspense fallback={null}>
          <ComingSpecialDays />
        </Suspense>
      )}
    </>
  );
  if (!card.link) return <div className="home-card">{content}</div>;
  return card.link.startsWith('/') ? (
    <Link to={card.link} className="home-card">
      {content}
    </Link>
  ) : (
    <a href={card.link} className="home-card">
      {content}
    </a>
  );
}

function HomePage() {
  // Upload Poster sends the admin here with "Poster uploaded successfully", beside the new poster.
  const feedback = useHandedFeedback();
  const { page: home, isDraft } = useSitePage('home');
  const { data: settings, isDraft: settingsDraft } = useSiteSettings();
  const { data } = useSiteList(siteHomeQuery, homeKey);
  const { banner, cards = [] } = data ?? {};
  return (
    <article className="home">
      {home && <PageMeta title={home.title} description={home.description} />}
      {(isDraft || settingsDraft) && <DraftNotice />}
      <section className="home-banner" aria-labelledby="home-title">
        {banner?.picture && (
          <ResponsiveImage
            src={banner.picture}
            alt={banner.alt}
            priority
            sizes="(min-width: 72rem) 72rem, 100vw"
            {...bannerSize}
          />
        )}
        <div className="home-banner-text">
          <h1 id="home-title">{home?.title ?? settings?.name}</h1>
          {settings?.tagline && <p>{settings.tagline}</p>}
          <p className="actions">
            <Link to="/donate" className="button button-light">
              Donate Now
            </Link>
            <Link to="/timetable" className="button button-outline-light">
              When we run
            </Link>
          </p>
        </div>
      </section>

      <div className="home-intro">
        <div className="prose" dangerouslySetInnerHTML={{ __html: home?.html ?? '' }} />
        <Suspense fallback={<div className="next-running-day" />}>
          <NextRunningDay />
        </Suspense>
      </div>

      <section className="home-section" aria-labelledby="whats-on">
        <h2 id="whats-on">What’s on this season</h2>
        <Alert feedback={feedback} reveal />
        <Poster />
      </section>

      {settings?.socialPageUrl && (
        <section className="home-section" aria-labelledby="news">
          <h2 id="news">News from the railway</h2>
          <SocialFeed pageUrl={settings.socialPageUrl} />
        </section>
      )}

      <section className="home-section" aria-labelledby="more-to-see">
        <h2 id="more-to-see">More to see</h2>
        <ul className="home-cards">
          {cards.map((card, i) => (
            <li key={i}>
              <HomeCard card={card} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export default withQueryClient(HomePage);
