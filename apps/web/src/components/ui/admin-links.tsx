import { Link } from 'react-router';
import './admin-links.css';

/** Links between the newsletter admin screens (the admin bar itself keeps the spec's links). */
export function NewsletterAdminLinks() {
  return (
    <nav aria-label="Newsletter and messages" className="admin-links">
      <Link to="/admin/newsletter">Send Newsletter</Link>
      <Link to="/admin/subscribers">Subscribers</Link>
      <Link to="/admin/newsletter/undelivered">Undelivered</Link>
      <Link to="/admin/messages">Received messages</Link>
    </nav>
  );
}
