import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const saved = new Map<string, number>();
const MAX_FRAMES = 60;

/** Runs `find` each animation frame until it returns true or about a second has passed (lazy pages load late). */
function whenReady(find: () => boolean) {
  let frames = 0;
  const tick = () => {
    if (!find() && ++frames < MAX_FRAMES) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The spec's scroll behaviour: back or forward restores the saved position; otherwise a #hash is
 * scrolled to smoothly; otherwise the page starts at the top. Focus moves to the new page's content
 * so screen readers announce it.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => saved.set(key.current, window.scrollY);
    // A visitor on a slow line scrolls before the script has started: Back must bring that place back too.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const first = useRef(true);
  useLayoutEffect(() => {
    key.current = location.key;
    if (first.current) {
      first.current = false;
      if (!location.hash) return;
    }
    const position = saved.get(location.key);
    if (navigationType === 'POP' && position !== undefined) {
      whenReady(() => {
        window.scrollTo(0, position);
        return Math.abs(window.scrollY - position) < 2;
      });
      return;
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      whenReady(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return Boolean(target);
      });
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);

  return null;
}
