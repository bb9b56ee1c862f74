import donate from '@content/pages/donate.md';
import site from '@content/site.json';
import picture from '@content/images/pages/donate.svg?image';
import { MarkdownPage } from './markdown-page.tsx';
import { pounds } from './money.ts';

export default function DonatePage() {
  const { target, paymentUrl, bank } = site.donation;
  return (
    <MarkdownPage page={donate} picture={picture}>
      <section className="card-panel" aria-labelledby="target">
        <h2 id="target">Our target</h2>
        <p className="figure-big">{pounds(target)}</p>
        <p>for the renewal of the track</p>
      </section>
      <section className="card-panel" aria-labelledby="give-online">
        <h2 id="give-online">Give online</h2>
        <p>Our payment page takes cards and other ways to pay, and tells you when your gift has arrived.</p>
        <p>
          <a className="button" href={paymentUrl} rel="noopener noreferrer" target="_blank">
            Donate online<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
      <section className="card-panel" aria-labelledby="bank-transfer">
        <h2 id="bank-transfer">Give by bank transfer</h2>
        <dl className="facts">
          <dt>Account name</dt>
          <dd>{bank.accountName}</dd>
          <dt>Sort code</dt>
          <dd>{bank.sortCode}</dd>
          <dt>Account number</dt>
          <dd>{bank.accountNumber}</dd>
          <dt>Reference</dt>
          <dd>{bank.reference}</dd>
        </dl>
      </section>
    </MarkdownPage>
  );
}
