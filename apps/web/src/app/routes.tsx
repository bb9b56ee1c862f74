import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { type SiteRouteName, siteRoutes } from '@lmr/shared/site-routes';
import HomePage from '../features/home/home-page.tsx';
import { infoPages } from '../features/pages/info-pages.tsx';
import { Layout } from './layout.tsx';
import { RequireRole } from './route-guard.tsx';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** Every screen but Home is loaded on demand, to keep the first download small (docs/decisions/003). */
const screens: Record<SiteRouteName, Screen> = {
  home: HomePage,
  about: infoPages.about,
  contact: lazy(() => import('../features/contact/contact-page.tsx')),
  trains: lazy(() => import('../features/trains/trains-page.tsx')),
  books: lazy(() => import('../features/books/books-page.tsx')),
  donateMonthly: lazy(() => import('../features/donations/monthly-gift-page.tsx')),
  donate: lazy(() => import('./donate-screen.tsx')),
  trust: infoPages.trust,
  location: lazy(() => import('../features/location/location-page.tsx')),
  login: lazy(() => import('../features/auth/login-page.tsx')),
  register: lazy(() => import('../features/auth/register-page.tsx')),
  sponsors: infoPages.sponsors,
  history: lazy(() => import('../features/history/history-page.tsx')),
  historyEvent: lazy(() => import('../features/history/event-page.tsx')),
  resetPassword: lazy(() => import('../features/auth/reset-password-page.tsx')),
  otherLinks: infoPages.otherLinks,
  rideOnRailway: infoPages.rideOnRailway,
  stationAndGiftShop: infoPages.stationAndGiftShop,
  laxeyVillage: infoPages.laxeyVillage,
  snaefellWheel: infoPages.snaefellWheel,
  itemsOfInterest: infoPages.itemsOfInterest,
  ghostTrains: infoPages.ghostTrains,
  eventsList: lazy(() => import('../features/history/admin/events-list-page.tsx')),
  timetable: lazy(() => import('../features/timetable/timetable-page.tsx')),
  adminTimetable: lazy(() => import('../features/timetable/admin-timetable-page.tsx')),
  book: lazy(() => import('../features/booking/book-page.tsx')),
  bookReturn: lazy(() => import('../features/booking/payment-return-page.tsx')),
  bookManage: lazy(() => import('../features/booking/manage-booking-page.tsx')),
  bookOffer: lazy(() => import('../features/booking/waiting-list-offer-page.tsx')),
  adminBooking: lazy(() => import('../features/booking/admin-booking-page.tsx')),
  addEvent: lazy(() => import('../features/history/admin/add-event-page.tsx')),
  eventDetail: lazy(() => import('../features/history/admin/event-detail-page.tsx')),
  uploadPoster: lazy(() => import('../features/media-admin/upload-poster-page.tsx')),
  uploadVolunteerDocs: lazy(() => import('../features/media-admin/upload-volunteer-docs-page.tsx')),
  sendNewsletter: lazy(() => import('../features/newsletter/send-newsletter-page.tsx')),
  unsubscribe: lazy(() => import('../features/newsletter/unsubscribe-page.tsx')),
  volunteerProfile: lazy(() => import('../features/account/volunteer-profile-page.tsx')),
  volunteerDuties: lazy(() => import('../features/rostering/volunteer-duties-page.tsx')),
  roster: lazy(() => import('../features/rostering/admin-roster-page.tsx')),
  rosterSetup: lazy(() => import('../features/rostering/roster-setup-page.tsx')),
  adminDashboard: lazy(() => import('../features/account/admin-dashboard-page.tsx')),
  payments: lazy(() => import('../features/payments/payments-page.tsx')),
  adminDonations: lazy(() => import('../features/donations/admin-donations-page.tsx')),
  join: lazy(() => import('../features/membership/join-page.tsx')),
  myMembership: lazy(() => import('../features/membership/my-membership-page.tsx')),
  adminMembership: lazy(() => import('../features/membership/admin-membership-page.tsx')),
  adminSupporters: lazy(() => import('../features/supporters/admin-supporters-page.tsx')),
  adminSupporter: lazy(() => import('../features/supporters/admin-supporter-page.tsx')),
  ownRecord: lazy(() => import('../features/supporters/own-record-page.tsx')),
  adminTaxRelief: lazy(() => import('../features/tax-relief/admin-tax-relief-page.tsx')),
  unauthorized: lazy(() => import('../features/errors/access-denied-page.tsx')),
  privacyPolicy: infoPages.privacyPolicy,
  forgotPassword: lazy(() => import('../features/auth/forgot-password-page.tsx')),
  setPassword: lazy(() => import('../features/auth/set-password-page.tsx')),
  confirmSubscription: lazy(() => import('../features/newsletter/confirm-subscription-page.tsx')),
  subscribers: lazy(() => import('../features/newsletter/subscribers-page.tsx')),
  newsletterFailures: lazy(() => import('../features/newsletter/newsletter-failures-page.tsx')),
  contactMessages: lazy(() => import('../features/contact/contact-messages-page.tsx')),
  auditLog: lazy(() => import('../features/audit/audit-log-page.tsx')),
  siteAdmin: lazy(() => import('../features/site-admin/site-admin-page.tsx')),
  siteSettings: lazy(() => import('../features/site-admin/settings-editor-page.tsx')),
  siteBooks: lazy(() => import('../features/site-admin/books-editor-page.tsx')),
  siteSponsors: lazy(() => import('../features/site-admin/sponsors-editor-page.tsx')),
  siteLinks: lazy(() => import('../features/site-admin/links-editor-page.tsx')),
  siteTrains: lazy(() => import('../features/site-admin/trains-editor-page.tsx')),
  siteHome: lazy(() => import('../features/site-admin/home-editor-page.tsx')),
  siteItemsOfInterest: lazy(() => import('../features/site-admin/items-of-interest-editor-page.tsx')),
  sitePageEditor: lazy(() => import('../features/site-admin/page-editor-page.tsx')),
  gate: lazy(() => import('../features/gate/gate-page.tsx')),
};

const NotFoundPage = lazy(() => import('../features/errors/not-found-page.tsx'));

function guarded(access: string, Screen: Screen) {
  if (access === 'admin')
    return (
      <RequireRole roles={['admin']}>
        <Screen />
      </RequireRole>
    );
  if (access === 'volunteer')
    return (
      <RequireRole roles={['volunteer']} loginFirst>
        <Screen />
      </RequireRole>
    );
  return <Screen />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {siteRoutes.map((r) => (
          <Route key={r.name} path={r.path} element={guarded(r.access, screens[r.name])} />
        ))}
        {/* The spec's guard: any other /admin path is Access Denied unless the role is admin. */}
        <Route path="/admin/*" element={guarded('admin', NotFoundPage)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
