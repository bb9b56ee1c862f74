import { MarkdownPage } from '../../components/markdown-page.tsx';

/** Its heading, words and buttons are the Page Not Found page's in the Site area. */
export default function NotFoundPage() {
  return <MarkdownPage name="not-found" className="error-page" screenTitle="404 Not Found" noindex />;
}
