import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { MenuToggle, useMenuOpen } from './menu-toggle.tsx';
import { aboutMenu } from './nav-links.ts';

/** One About menu a page: its list's id is also the address that opens it before the script has started. */
const id = 'about-menu';

/** A disclosure menu: a button that shows a list of links; Escape or a click elsewhere closes it. */
export function AboutMenu() {
  const { open, toggle, close } = useMenuOpen(id);
  const ref = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <li className="nav-menu" ref={ref}>
      <MenuToggle controls={id} open={open} onToggle={toggle} className="nav-menu-button" buttonRef={button}>
        About <span aria-hidden="true">▾</span>
      </MenuToggle>
      <ul id={id} className="nav-menu-list" hidden={!open}>
        {aboutMenu.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
