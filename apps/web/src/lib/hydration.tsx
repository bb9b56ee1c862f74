import { type ButtonHTMLAttributes, useEffect, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true from then on. A tap on a button
 * before then would be lost, so such buttons are not offered until this is true.
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * Marks the document once the screen it sits beside has hydrated. Until then global.css shows every
 * button inactive and lets taps fall through, so none is lost; links are real links and work anyway.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** A button that needs the script: disabled until the page has hydrated. */
export function ScriptButton({ disabled, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={!hydrated || disabled} {...rest} />;
}
