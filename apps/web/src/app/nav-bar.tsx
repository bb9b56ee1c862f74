import { Link, NavLink } from 'react-router';
import { logout, useAuth } from '../features/auth/use-auth.ts';
import { AboutMenu } from './about-menu.tsx';
import { MenuToggle, useMenuOpen } from './menu-toggle.tsx';
import { adminLinks, publicLinks, volunteerLinks } from './nav-links.ts';

type Bar = 'public' | 'admin' | 'volunteer';

/** Which bar shows depends on the login state and role. */
export function NavBar() {
  const { role, isAuthenticated } = useAuth();
  const { open, toggle } = useMenuOpen('main-menu');

  const bar: Bar = !isAuthenticated ? 'public' : role === 'admin' ? 'admin' : 'volunteer';
  const links = bar === 'admin' ? adminLinks : bar === 'volunteer' ? volunteerLinks : publicLinks;

  return (
    <nav className="nav" aria-label="Main" data-bar={bar}>
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Laxey Mines Railway</span>
      </Link>
      <MenuToggle controls="main-menu" open={open} onToggle={toggle} className="nav-toggle">
        <span aria-hidden="true">☰</span> Menu
      </MenuToggle>
      <ul id="main-menu" className={open ? 'nav-links open' : 'nav-links'}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/' || link.to === '/admin'}>
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
