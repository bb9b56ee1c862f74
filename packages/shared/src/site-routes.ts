import type { Access } from './roles.ts';

/**
 * The web app's screens. Keep every URL: links to them are out in the world. The server uses this list
 * to tell a screen from a 404 and to pick the prerendered HTML; the web router maps each name to its
 * component.
 */
export interface SiteRoute {
  name: string;
  path: string;
  access: Access | 'volunteer';
}

export const siteRoutes = [
  { name: 'home', path: '/', access: 'public' },
  { name: 'about', path: '/about', access: 'public' },
  { name: 'contact', path: '/contact', access: 'public' },
  { name: 'trains', path: '/trains', access: 'public' },
  { name: 'books', path: '/books', access: 'public' },
  { name: 'donate', path: '/donate', access: 'public' },
  { name: 'donateMonthly', path: '/donate/monthly', access: 'public' },
  { name: 'trust', path: '/trust', access: 'public' },
  { name: 'location', path: '/location', access: 'public' },
  { name: 'login', path: '/login', access: 'public' },
  { name: 'register', path: '/register', access: 'admin' },
  { name: 'sponsors', path: '/sponsors', access: 'public' },
  { name: 'history', path: '/history', access: 'public' },
  { name: 'historyEvent', path: '/history/:slug', access: 'public' },
  { name: 'resetPassword', path: '/reset-password', access: 'public' },
  { name: 'otherLinks', path: '/other-links', access: 'public' },
  { name: 'rideOnRailway', path: '/RideOnRailway', access: 'public' },
  { name: 'stationAndGiftShop', path: '/Stationandgiftshop', access: 'public' },
  { name: 'laxeyVillage', path: '/LaxeyVillage', access: 'public' },
  { name: 'snaefellWheel', path: '/SnaefellWheel', access: 'public' },
  { name: 'itemsOfInterest', path: '/ItemsofInterest', access: 'public' },
  { name: 'ghostTrains', path: '/Ghosttrains', access: 'public' },
  { name: 'eventsList', path: '/admin/events', access: 'admin' },
  { name: 'timetable', path: '/timetable', access: 'public' },
  { name: 'book', path: '/book', access: 'public' },
  { name: 'bookReturn', path: '/book/return', access: 'public' },
  { name: 'bookManage', path: '/book/manage', access: 'public' },
  { name: 'bookOffer', path: '/book/offer', access: 'public' },
  { name: 'adminTimetable', path: '/admin/timetable', access: 'admin' },
  { name: 'addEvent', path: '/admin/events/add', access: 'admin' },
  { name: 'eventDetail', path: '/admin/events/:title', access: 'admin' },
  { name: 'uploadPoster', path: '/admin/uploadposter', access: 'admin' },
  { name: 'uploadVolunteerDocs', path: '/admin/volunteers', access: 'admin' },
  { name: 'sendNewsletter', path: '/admin/newsletter', access: 'admin' },
  { name: 'unsubscribe', path: '/unsubscribe/:id', access: 'public' },
  { name: 'volunteerProfile', path: '/volunteer/profile', access: 'volunteer' },
  { name: 'volunteerDuties', path: '/volunteer/duties', access: 'volunteer' },
  { name: 'unauthorized', path: '/unauthorized', access: 'public' },
  { name: 'privacyPolicy', path: '/privacy-policy', access: 'public' },
  { name: 'forgotPassword', path: '/forgot-password', access: 'public' },
  { name: 'setPassword', path: '/set-password', access: 'public' },
  { name: 'confirmSubscription', path: '/newsletter/confirm/:id', access: 'public' },
  { name: 'subscribers', path: '/admin/subscribers', access: 'admin' },
  { name: 'newsletterFailures', path: '/admin/newsletter/undelivered', access: 'admin' },
  { name: 'contactMessages', path: '/admin/messages', access: 'admin' },
  { name: 'auditLog', path: '/admin/audit', access: 'admin' },
  { name: 'payments', path: '/admin/payments', access: 'admin' },
  { name: 'adminDonations', path: '/admin/donations', access: 'admin' },
  { name: 'join', path: '/join', access: 'public' },
  { name: 'myMembership', path: '/membership/mine', access: 'public' },
  { name: 'adminMembership', path: '/admin/membership', access: 'admin' },
  { name: 'adminSupporters', path: '/admin/supporters', access: 'admin' },
  { name: 'adminSupporter', path: '/admin/supporters/:id', access: 'admin' },
  { name: 'ownRecord', path: '/your-record', access: 'public' },
  { name: 'adminTaxRelief', path: '/admin/tax-relief', access: 'admin' },
  { name: 'adminDashboard', path: '/admin', access: 'admin' },
  { name: 'roster', path: '/admin/roster', access: 'admin' },
  { name: 'rosterSetup', path: '/admin/roster/setup', access: 'admin' },
  { name: 'adminBooking', path: '/admin/booking', access: 'admin' },
  { name: 'siteAdmin', path: '/admin/site', access: 'admin' },
  { name: 'siteSettings', path: '/admin/site/settings', access: 'admin' },
  { name: 'siteBooks', path: '/admin/site/books', access: 'admin' },
  { name: 'siteSponsors', path: '/admin/site/sponsors', access: 'admin' },
  { name: 'siteLinks', path: '/admin/site/links', access: 'admin' },
  { name: 'siteTrains', path: '/admin/site/trains', access: 'admin' },
  { name: 'siteHome', path: '/admin/site/home', access: 'admin' },
  { name: 'siteItemsOfInterest', path: '/admin/site/items-of-interest', access: 'admin' },
  { name: 'sitePageEditor', path: '/admin/site/pages/:name', access: 'admin' },
  // Opens to anyone: the page itself holds nothing, its calls are the gate's, and with no signal it must open
  // without asking the server who is signed in (decision 136).
  { name: 'gate', path: '/gate', access: 'gate' },
] as const satisfies readonly SiteRoute[];

export type SiteRouteName = (typeof siteRoutes)[number]['name'];

const toRegExp = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const compiled = siteRoutes.map((r) => ({ route: r, re: toRegExp(r.path) }));

/** The screen a path shows, or undefined for a 404. Exact paths win over patterns. */
export function matchSiteRoute(pathname: string): SiteRoute | undefined {
  const exact = siteRoutes.find((r) => r.path === pathname || `${r.path}/` === pathname);
  return exact ?? compiled.find((c) => c.re.test(pathname))?.route;
}

/** The page the server fills in with each rendered screen, relative to the built web app. */
export const pageTemplateFile = 'pages/template.html';

const segmentsOf = (path: string) => path.replace(/\/$/, '').split('/');

/**
 * A screen's own spelling of a path that differs from it only in letter case (/ghosttrains, from a poster
 * or a word of mouth, is /Ghosttrains), or undefined. Exact paths win over patterns, whose values are kept.
 */
export function caseCorrectedPath(pathname: string): string | undefined {
  const given = segmentsOf(pathname);
  const fits = (own: string[]) =>
    own.length === given.length &&
    own.every((s, i) => (s.startsWith(':') ? given[i] !== '' : s.toLowerCase() === given[i]!.toLowerCase()));
  const byExactFirst = [...siteRoutes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const route = byExactFirst.find((r) => fits(segmentsOf(r.path)));
  return (
    route &&
    (segmentsOf(route.path)
      .map((s, i) => (s.startsWith(':') ? given[i] : s))
      .join('/') ||
      '/')
  );
}
