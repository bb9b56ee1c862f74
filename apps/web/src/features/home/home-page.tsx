import { Link } from 'react-router';
import home from '@content/pages/home.md';
import { MarkdownPage } from '../pages/markdown-page.tsx';

export default function HomePage() {
  return (
    <MarkdownPage page={home}>
      <p className="actions">
        <Link to="/donate" className="button">
          Donate Now
        </Link>{' '}
        <Link to="/about#when-we-run" className="button button-secondary">
          When we run
        </Link>
      </p>
    </MarkdownPage>
  );
}
