import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { logout, useAuth } from '../features/auth/use-auth.ts';
import { AboutMenu } from './about-menu.tsx';
import { adminLinks, publicLinks, volunteerLinks } from './nav-links.ts';

type Bar = 'public' | 'admin' | 'volunteer';

/** Which bar shows depends on the login state and role. */
export function NavBar() {
  const { role, isAuthenticated } = useAuth();
  // Open only on the page it was opened on, so following a link closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null);

  const bar: Bar = !isAuthenticated ? 'public' : role === 'admin' ? 'admin' : 'volunteer';
  const links = bar === 'admin' ? adminLinks : bar === 'volunteer' ? volunteerLinks : publicLinks;

  return (
    <nav className="nav" aria-label="Main" data-bar={bar}>
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Laxey Mines Railway</span>
      </Link>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <ul id="main-menu" className={open ? 'nav-links open' : 'nav-links'}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {bar !== 'admin' && <AboutMenu />}
        <li>
          {isAuthenticated ? (
            <button type="button" className="nav-action" onClick={() => void logout()}>
              Logout
            </button>
          ) : (
            <NavLink to="/login">Login</NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
