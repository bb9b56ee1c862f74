export interface NavLink {
  to: string;
  label: string;
}

/** The About menu of the public and volunteer bars. */
export const aboutMenu: NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/location', label: 'Where to Find Us' },
  { to: '/timetable', label: 'Timetable' },
  { to: '/book', label: 'Book Seats' },
  { to: '/RideOnRailway', label: 'Ride on the Railway' },
  { to: '/Stationandgiftshop', label: 'Station and Gift Shop' },
  { to: '/LaxeyVillage', label: 'Laxey Village' },
  { to: '/SnaefellWheel', label: 'Snaefell Wheel' },
];

export const publicLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/trains', label: 'Rolling Stock' },
  { to: '/history', label: 'History' },
  { to: '/contact', label: 'Contact' },
  { to: '/donate', label: 'Donate' },
];

/** The ticket check-in screen: the server lets in admins and volunteers holding its qualification (decision 158). */
const gateLink: NavLink = { to: '/gate', label: 'Gate' };

export const volunteerLinks: NavLink[] = [
  ...publicLinks,
  { to: '/volunteer/duties', label: 'Duties' },
  gateLink,
  { to: '/volunteer/profile', label: 'Profile' },
];

export const adminLinks: NavLink[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/site', label: 'Site' },
  { to: '/admin/events', label: 'History' },
  { to: '/admin/uploadposter', label: 'Upload Poster' },
  { to: '/admin/volunteers', label: 'Volunteer Documents' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/timetable', label: 'Timetable' },
  { to: '/admin/roster', label: 'Roster' },
  { to: '/admin/booking', label: 'Booking' },
  gateLink,
  { to: '/register', label: 'Register Volunteer' },
  { to: '/admin/audit', label: 'Audit Log' },
  { to: '/about', label: 'About Us' },
  { to: '/location', label: 'Location' },
];

export const footerLinks: NavLink[] = [
  { to: '/trust', label: 'Heritage Trust' },
  { to: '/books', label: 'Books' },
  { to: '/sponsors', label: 'Sponsors' },
  { to: '/other-links', label: 'Other Links' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];
