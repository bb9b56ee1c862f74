import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationMark } from '../lib/hydration.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { ScrollManager } from './scroll-manager.tsx';

// Its own chunk, so pages without server data still do not load the query library first.
const ServiceBanner = lazy(() => import('../features/timetable/service-banner.tsx'));

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <ServiceBanner />
      </Suspense>
      <header className="header">
        <NavBar />
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="page-status" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <ScrollManager />
    </>
  );
}
