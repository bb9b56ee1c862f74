import links from '@content/links.json';
import { MarkdownPage } from './markdown-page.tsx';

export default function OtherLinksPage() {
  return (
    <MarkdownPage name="other-links">
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.url}>
            {/* noopener: the other site cannot reach back into this tab; noreferrer: it is not told where the visitor came from. */}
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <span className="link-url">{link.url}</span>
            {link.description && <p>{link.description}</p>}
          </li>
        ))}
      </ul>
    </MarkdownPage>
  );
}
