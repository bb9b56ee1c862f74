import { createContext, useContext } from 'react';

/** The site's own address (PUBLIC_URL), given by the server while it renders a page. */
export const PublicUrlContext = createContext<string | null>(null);

/**
 * The site's own address, the same on the server and in the browser so hydration agrees: in the
 * browser it is read from the page's canonical link, which the server wrote from PUBLIC_URL.
 */
export function usePublicUrl(): string {
  const given = useContext(PublicUrlContext);
  if (given !== null) return given;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}
