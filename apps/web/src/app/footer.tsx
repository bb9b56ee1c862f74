import { Link } from 'react-router';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { footerLinks } from './nav-links.ts';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <NewsletterSignup />
        <nav aria-label="More">
          <h2>More</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-note">
          The Laxey Mines Railway is run entirely by volunteers for the Laxey and Lonan Heritage Trust.
        </p>
      </div>
    </footer>
  );
}
