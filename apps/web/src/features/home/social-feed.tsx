import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const FEED_SCRIPT = 'https://connect.facebook.net/en_GB/sdk.js#xfbml=1&version=v21.0';
/** Home's address asking for the feed at once, for a visitor who reached Home from another page. */
const HOME_WITH_FEED = '/?feed#news';

// A page's Content-Security-Policy comes with its document, and only the document served as Home lets
// the social network's script in (apps/server/src/plugins/security.ts). Read once, when the app starts.
const servedAsHome = typeof window !== 'undefined' && window.location.pathname === '/';
const askedInAddress = () => servedAsHome && new URLSearchParams(window.location.search).has('feed');
const unchanging = () => () => undefined;

/**
 * The railway's social-media feed. Its script comes from the social network and lets it see the visit,
 * so nothing is fetched until the visitor presses the button (our privacy policy promises this).
 */
export function SocialFeed({ pageUrl }: { pageUrl: string }) {
  const [clicked, setClicked] = useState(false);
  // The server's page never shows the feed; a browser at HOME_WITH_FEED shows it once hydrated.
  const wanted = useSyncExternalStore(unchanging, askedInAddress, () => false) || clicked;
  const feed = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wanted) return;
    feed.current?.focus();
    if (document.querySelector(`script[src="${FEED_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = FEED_SCRIPT;
    script.async = true;
    script.crossOrigin = 'anonymous';
    document.body.append(script);
  }, [wanted]);

  if (!wanted)
    return (
      <div className="feed-placeholder">
        <p>
          Our latest news and photographs are on our social-media page. The feed comes from the social network, which
          can see that you visited, so we only load it if you ask.
        </p>
        <button
          type="button"
          className="button"
          onClick={() => (servedAsHome ? setClicked(true) : window.location.assign(HOME_WITH_FEED))}
        >
          Show our social-media feed
        </button>
      </div>
    );
  return (
    <div ref={feed} tabIndex={-1} className="feed">
      <div id="fb-root" />
      <div
        className="fb-page"
        data-href={pageUrl}
        data-tabs="timeline"
        data-width="500"
        data-height="600"
        data-adapt-container-width="true"
        data-hide-cover="false"
      >
        <blockquote cite={pageUrl}>
          <a href={pageUrl}>Laxey Mines Railway on social media</a>
        </blockquote>
      </div>
    </div>
  );
}
