import trust from '@content/pages/trust.md';
import site from '@content/site.json';
import picture from '@content/images/pages/trust.svg?image';
import { MarkdownPage } from './markdown-page.tsx';
import { pounds } from './money.ts';

export default function TrustPage() {
  return (
    <MarkdownPage page={trust} picture={picture}>
      <section className="card-panel" aria-labelledby="shop-hours">
        <h2 id="shop-hours">Gift shop hours</h2>
        <p>{site.shopHours}.</p>
      </section>
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
            {site.membership.map((m) => (
              <tr key={m.name}>
                <th scope="row">{m.name}</th>
                <td>{pounds(m.price, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>Free membership</strong> for volunteers who give {site.freeMembershipHours} or more hours.
        </p>
      </section>
    </MarkdownPage>
  );
}
