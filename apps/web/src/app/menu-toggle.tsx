import { type ReactNode, type Ref, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/hydration.tsx';

/**
 * A menu's open state. Open only on the page it was opened on, so following a link closes it; and open
 * from the start when its link opened it before the script started (its id is the address's #target),
 * so the menu a visitor opened on a slow line stays open as the button takes over.
 */
export function useMenuOpen(id: string) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>();
  const openedByLink = useHydrated() && openOn === undefined && location.hash === `#${id}`;
  const open = openedByLink || openOn === location.pathname;
  const close = useCallback(() => setOpenOn(null), []);
  return { open, toggle: () => setOpenOn(open ? null : location.pathname), close };
}

interface MenuToggleProps {
  /** The id of the list it opens. */
  controls: string;
  open: boolean;
  onToggle: () => void;
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A menu's toggle in two forms, one shown at a time (global.css): until the page's script has started, a
 * link whose #target opens the list by CSS alone, so a visitor on a slow line can already find their way;
 * from then on, the button.
 */
export function MenuToggle({ controls, open, onToggle, className, buttonRef, children }: MenuToggleProps) {
  return (
    <>
      <a href={`#${controls}`} className={`${className} until-script`}>
        {children}
      </a>
      <button
        ref={buttonRef}
        type="button"
        className={`${className} once-script`}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        {children}
      </button>
    </>
  );
}
