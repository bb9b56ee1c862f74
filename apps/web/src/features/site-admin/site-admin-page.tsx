import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { editablePages } from './site-pages.ts';
import './site-admin.css';

/** The Site area: every kind of the site's own content, each with its editor. */
export default function SiteAdminPage() {
  return (
    <article className="page site-admin">
      <PageMeta title="Site" description="Edit the site's pages and the railway's details." noindex />
      <h1>Site</h1>
      <p>
        Change the words visitors read. Each change is saved as a draft that only admins see; Publish makes it live at
        once. Every publish is kept, so an older version can be restored.
      </p>
      <h2>Details of the railway</h2>
      <ul className="site-admin-list">
        <li>
          <Link to="/admin/site/settings">
            Settings: address, phone, e-mail, shop hours, membership prices, donations
          </Link>
        </li>
      </ul>
      <h2>Lists on the public pages</h2>
      <ul className="site-admin-list">
        <li>
          <Link to="/admin/site/books">Books: titles, covers, prices, order</Link>
        </li>
        <li>
          <Link to="/admin/site/sponsors">Sponsors: logos, names, links, order</Link>
        </li>
        <li>
          <Link to="/admin/site/home">Home page: banner picture and cards</Link>
        </li>
        <li>
          <Link to="/admin/site/trains">Rolling stock: engines and vehicles, specifications, pictures</Link>
        </li>
        <li>
          <Link to="/admin/site/items-of-interest">Items of interest: things to look out for</Link>
        </li>
        <li>
          <Link to="/admin/site/links">Other links: words, addresses, order</Link>
        </li>
      </ul>
      <h2>Pages</h2>
      <ul className="site-admin-list">
        {editablePages.map((p) => (
          <li key={p.name}>
            <Link to={`/admin/site/pages/${p.name}`}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
