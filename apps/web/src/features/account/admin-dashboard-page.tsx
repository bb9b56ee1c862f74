import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { SecuritySection } from '../../components/second-factor/security-section.tsx';
import { DashboardSummary } from './dashboard-summary.tsx';
import { LoggedInAs } from './logged-in-as.tsx';
import './account.css';

const areas = [
  { to: '/admin/site', title: 'Site', text: 'Page words, prices, hours and contacts: draft, preview, publish.' },
  { to: '/admin/events', title: 'History', text: 'Add, change and remove the events of the railway’s history.' },
  { to: '/admin/uploadposter', title: 'Poster', text: 'Put up this season’s poster on the home page.' },
  { to: '/admin/timetable', title: 'Timetable', text: 'Running days, fares, and cancellations on the day.' },
  { to: '/admin/roster', title: 'Roster', text: 'Who works which running day; duty roles and qualifications.' },
  { to: '/admin/booking', title: 'Booking', text: 'Seats on event trains: carriages, bookable trains, seats sold.' },
  { to: '/admin/volunteers', title: 'Volunteer documents', text: 'The files and forms volunteers download.' },
  { to: '/admin/newsletter', title: 'Newsletter', text: 'Write, preview and send the newsletter.' },
  { to: '/admin/subscribers', title: 'Subscribers', text: 'Who receives the newsletter, and their consent.' },
  { to: '/admin/payments', title: 'Payments', text: 'Whether visitors may pay online, or at the station only.' },
  {
    to: '/admin/donations',
    title: 'Donations',
    text: 'Gifts given on Donate, and gifts in cash, by cheque or by transfer.',
  },
  {
    to: '/admin/membership',
    title: 'Membership',
    text: 'Members by kind and status, volunteer hours, lapsed members; memberships paid offline.',
  },
  {
    to: '/admin/supporters',
    title: 'Supporters',
    text: 'One record per person: gifts, bookings, hours, consents; merge, export, erase.',
  },
  {
    to: '/admin/tax-relief',
    title: 'Tax relief',
    text: 'Gift Aid claims in the UK; donors’ annual statements in the Isle of Man.',
  },
  { to: '/admin/messages', title: 'Messages', text: 'Messages sent through the contact form: answer them here.' },
  { to: '/register', title: 'Accounts', text: 'Invite volunteers and admins, change roles, remove accounts.' },
  { to: '/admin/audit', title: 'Audit log', text: 'Who changed what, and when.' },
];

/** Where an admin lands after logging in: what needs doing, then every admin area, one line each. */
function AdminDashboardPage() {
  return (
    <article className="page admin-dashboard">
      <PageMeta title="Admin" description="The railway's admin areas." noindex />
      <h1>Admin</h1>
      <LoggedInAs />
      <DashboardSummary />
      <h2>Admin areas</h2>
      <ul className="admin-areas">
        {areas.map((area) => (
          <li key={area.to}>
            <Link to={area.to}>{area.title}</Link>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
      <SecuritySection />
    </article>
  );
}

export default withQueryClient(AdminDashboardPage);
