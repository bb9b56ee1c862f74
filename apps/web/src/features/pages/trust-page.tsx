import { Link } from 'react-router';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteSettings } from '../../lib/site-pages.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { pounds } from '../../lib/money.ts';

function TrustPage() {
  const { data: site, isDraft } = useSiteSettings();
  const membership = site?.membership ?? [];
  return (
    <MarkdownPage name="trust" showsDraft={isDraft}>
      {site?.shopHours && (
        <section className="card-panel" aria-labelledby="shop-hours">
          <h2 id="shop-hours">Gift shop hours</h2>
          <p>{site.shopHours}</p>
        </section>
      )}
      {membership.length > 0 && (
        <section className="card-panel" aria-labelledby="membership-rates">
          <h2 id="membership-rates">Membership rates</h2>
          <table className="rates">
            <caption className="visually-hidden">Membership rates</caption>
            <thead>
              <tr>
                <th scope="col">Membership</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {membership.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{m.name}</th>
                  <td>{pounds(m.price, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <Link to="/join">Join the trust online</Link>
          </p>
          {site?.freeMembershipHours ? (
            <p>
              <strong>Free membership</strong> for volunteers who give {site.freeMembershipHours} or more hours.
            </p>
          ) : null}
        </section>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(TrustPage);
