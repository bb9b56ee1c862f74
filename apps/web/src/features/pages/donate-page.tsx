import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteSettings } from '../../lib/site-pages.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { pounds } from './money.ts';

function DonatePage() {
  const { data: site, isDraft } = useSiteSettings();
  const { target = 0, raised = 0, purpose, paymentUrl = '', bank } = site?.donation ?? {};
  const bankRows = bank
    ? ([
        ['Account name', bank.accountName],
        ['Sort code', bank.sortCode],
        ['Account number', bank.accountNumber],
        ['Reference', bank.reference],
      ].filter(([, value]) => value) as [string, string][])
    : [];
  return (
    <MarkdownPage name="donate" showsDraft={isDraft}>
      {target > 0 && (
        <section className="card-panel" aria-labelledby="target">
          <h2 id="target">Our target</h2>
          <p className="figure-big">{pounds(target)}</p>
          {purpose && <p>{purpose}</p>}
          {raised > 0 && (
            <>
              <meter
                className="thermometer"
                min={0}
                max={target}
                value={Math.min(raised, target)}
                aria-labelledby="raised"
              />
              <p id="raised">
                {pounds(raised)} raised so far of {pounds(target)}
              </p>
            </>
          )}
        </section>
      )}
      {paymentUrl && (
        <section className="card-panel" aria-labelledby="give-online">
          <h2 id="give-online">Give online</h2>
          <p>Our payment page takes cards and other ways to pay, and tells you when your gift has arrived.</p>
          <p>
            <a className="button" href={paymentUrl} rel="noopener noreferrer" target="_blank">
              Donate online<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      )}
      {bankRows.length > 1 && (
        <section className="card-panel" aria-labelledby="bank-transfer">
          <h2 id="bank-transfer">Give by bank transfer</h2>
          {bank?.reference && (
            <p>Please give the reference with your transfer, so that we know what your gift is for.</p>
          )}
          <dl className="facts">
            {bankRows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(DonatePage);
