import type { SitePageName } from '@lmr/shared/site-content';

const buttonsHint = 'The last line of links in the words is drawn as buttons: the ways out of this page.';

/** Each page an admin can edit: its name in the Site area, where visitors read it, and what its editor should know. */
export const editablePages: { name: SitePageName; label: string; path: string; hint?: string }[] = [
  { name: 'home', label: 'Home', path: '/' },
  { name: 'about', label: 'About Us', path: '/about' },
  { name: 'ride-on-railway', label: 'Ride on the Railway', path: '/RideOnRailway' },
  { name: 'station-and-gift-shop', label: 'Station and Gift Shop', path: '/Stationandgiftshop' },
  { name: 'laxey-village', label: 'Laxey Village', path: '/LaxeyVillage' },
  { name: 'snaefell-wheel', label: 'Snaefell Wheel', path: '/SnaefellWheel' },
  { name: 'items-of-interest', label: 'Items of Interest', path: '/ItemsofInterest' },
  { name: 'ghost-trains', label: 'Ghost Trains', path: '/Ghosttrains' },
  { name: 'trust', label: 'Heritage Trust', path: '/trust' },
  { name: 'donate', label: 'Donate', path: '/donate' },
  { name: 'location', label: 'Where to Find Us', path: '/location' },
  { name: 'contact', label: 'Contact Us', path: '/contact' },
  { name: 'sponsors', label: 'Sponsors', path: '/sponsors' },
  { name: 'other-links', label: 'Other Links', path: '/other-links' },
  { name: 'privacy-policy', label: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'books', label: 'Books page', path: '/books' },
  { name: 'rolling-stock', label: 'Rolling Stock page', path: '/trains' },
  { name: 'history-intro', label: 'History', path: '/history' },
  { name: 'timetable', label: 'Timetable', path: '/timetable' },
  // Any address that is no page shows it.
  { name: 'not-found', label: 'Page Not Found', path: '/page-not-found', hint: buttonsHint },
  { name: 'access-denied', label: 'Access Denied', path: '/unauthorized', hint: buttonsHint },
];
