import { MarkdownPage } from '../../components/markdown-page.tsx';

/** Its words and buttons are the Access Denied page's in the Site area. */
export default function AccessDeniedPage() {
  return <MarkdownPage name="access-denied" className="error-page" screenTitle="Access Denied" noindex />;
}
