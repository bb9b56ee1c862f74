import { useEffect, useRef, useState } from 'react';

const FEED_SCRIPT = 'https://connect.facebook.net/en_GB/sdk.js#xfbml=1&version=v21.0';

/**
 * The railway's social-media feed. Its script comes from the social network and lets it see the visit,
 * so nothing is fetched until the visitor presses the button (our privacy policy promises this).
 */
export function SocialFeed({ pageUrl }: { pageUrl: string }) {
  const [wanted, setWanted] = useState(false);
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
        <button type="button" className="button" onClick={() => setWanted(true)}>
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
