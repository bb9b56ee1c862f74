import { createContext, useContext, useEffect } from 'react';

export interface HeadTags {
  title: string;
  description: string;
  /** Pages that should not appear in search results (admin screens, forms behind a login). */
  noindex?: boolean;
  /** The picture a link preview shows (og:image), an address on this site. */
  image?: string;
  /** 'article' for a page about one thing (an event); 'website' otherwise. */
  type?: 'website' | 'article';
  /** schema.org data for search engines, written into the server's HTML as JSON-LD. */
  jsonLd?: object;
}

/** Filled while the server renders, so it can write each page's title and description into <head>. */
export const HeadCollectorContext = createContext<((head: HeadTags) => void) | null>(null);

export const SITE_NAME = 'Laxey Mines Railway';
export const fullTitle = (title: string) => (title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME);

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/** A page's title and description: written into the server's HTML, and kept right as the visitor navigates. */
export function PageMeta(props: HeadTags) {
  const collector = useContext(HeadCollectorContext);
  collector?.(props);
  useEffect(() => {
    document.title = fullTitle(props.title);
    setMeta('meta[name="description"]', 'name', 'description', props.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle(props.title));
    setMeta('meta[property="og:description"]', 'property', 'og:description', props.description);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href;
  }, [props.title, props.description]);
  return null;
}
