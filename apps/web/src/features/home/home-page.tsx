import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import banner from '@content/images/home/banner.svg?image';
import ghostTrains from '@content/images/home/ghost-trains.svg?image';
import itemsOfInterest from '@content/images/home/items-of-interest.svg?image';
import specialDays from '@content/images/home/special-days.svg?image';
import home from '@content/pages/home.md';
import { socialPageUrl, tagline } from '@content/site.json';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useHandedFeedback } from '../../components/ui/feedback.tsx';
import { Picture } from '../../components/ui/content-image.tsx';
import { Poster } from './poster.tsx';
import { SocialFeed } from './social-feed.tsx';
import './home.css';

// The query library loads with this box, after the page's words, not before them.
const NextRunningDay = lazy(() => import('../timetable/next-running-day.tsx'));
const ComingSpecialDays = lazy(() => import('../timetable/coming-special-days.tsx'));

const cards = [
  {
    to: '/ItemsofInterest',
    title: 'Items of Interest',
    text: 'A station made from bus shelters, a waiting carriage and the island’s last railway tunnel.',
    image: itemsOfInterest,
  },
  {
    to: '/Ghosttrains',
    title: 'Ghost Trains',
    text: 'Spooky rides through the tunnel for Hop tu Naa, the Manx Halloween, in late October.',
    image: ghostTrains,
  },
  {
    to: '/timetable',
    title: 'Special Running Days',
    text: 'Ghost Trains in October and Christmas trains in November, as well as our Saturdays.',
    image: specialDays,
    dates: true,
  },
];

export default function HomePage() {
  // Upload Poster sends the admin here with "Poster uploaded successfully", beside the new poster.
  const feedback = useHandedFeedback();
  return (
    <article className="home">
      <PageMeta title={home.title} description={home.description} />
      <section className="home-banner" aria-labelledby="home-title">
        <Picture image={banner} alt={banner.title ?? ''} eager sizes="(min-width: 72rem) 72rem, 100vw" />
        <div className="home-banner-text">
          <h1 id="home-title">{home.title}</h1>
          <p>{tagline}</p>
          <p className="actions">
            <Link to="/donate" className="button button-light">
              Donate Now
            </Link>
            <Link to="/about#when-we-run" className="button button-outline-light">
              When we run
            </Link>
          </p>
        </div>
      </section>

      <div className="home-intro">
        <div className="prose" dangerouslySetInnerHTML={{ __html: home.html }} />
        <Suspense fallback={<div className="next-running-day" />}>
          <NextRunningDay />
        </Suspense>
      </div>

      <section className="home-section" aria-labelledby="whats-on">
        <h2 id="whats-on">What’s on this season</h2>
        <Alert feedback={feedback} />
        <Poster />
      </section>

      <section className="home-section" aria-labelledby="news">
        <h2 id="news">News from the railway</h2>
        <SocialFeed pageUrl={socialPageUrl} />
      </section>

      <section className="home-section" aria-labelledby="more-to-see">
        <h2 id="more-to-see">More to see</h2>
        <ul className="home-cards">
          {cards.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className="home-card">
                <Picture image={card.image} alt="" sizes="(min-width: 48rem) 22rem, 100vw" />
                <span className="home-card-title">{card.title}</span>
                <span className="home-card-text">{card.text}</span>
                {card.dates && (
                  <Suspense fallback={null}>
                    <ComingSpecialDays />
                  </Suspense>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
