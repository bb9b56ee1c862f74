import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { giveFormWords as words } from '@lmr/shared/donation-words';
import { useHydrated } from '../../lib/hydration.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { pounds } from '../../lib/money.ts';
import { useSiteSettings } from '../../lib/site-pages.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { CheckoutReturn } from '../../components/checkout-return.tsx';
import { appealQuery } from './api.ts';
import { BankFacts, type BankRows, GiveForm } from './give-form.tsx';

/** The appeal's target (a setting) and the amount raised, which is the sum of the gifts received. */
function Thermometer() {
  const { data } = useQuery(appealQuery);
  if (!data?.targetPence) return null;
  const { targetPence, raisedPence, purpose } = data;
  return (
    <section className="card-panel" aria-labelledby="target">
      <h2 id="target">Our target</h2>
      <p className="figure-big">{pounds(targetPence / 100)}</p>
      {purpose && <p>{purpose}</p>}
      {raisedPence > 0 && (
        <>
          <meter
            className="thermometer"
            min={0}
            max={targetPence}
            value={Math.min(raisedPence, targetPence)}
            aria-labelledby="raised"
          />
          <p id="raised">{`${pounds(raisedPence / 100)} raised so far of ${pounds(targetPence / 100)}`}</p>
        </>
      )}
    </section>
  );
}

interface DonatePageProps {
  /** Drawn just above Give: the Gift Aid declaration in UK mode, made before the gift that carries it. */
  giftAid?: ReactNode;
  declarationId?: string;
  /** Back from the payment page, paid: the gift's id, which a declaration made now names (decision 166). */
  onGiven?: (giftId: string) => void;
}

function DonatePage({ giftAid, declarationId, onGiven }: DonatePageProps) {
  const { data: site, isDraft } = useSiteSettings();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Once the gift is paid, the thermometer is read again.
  const paid = useCallback(
    ({ purpose, reference }: { purpose: string; reference: string }) => {
      void queryClient.invalidateQueries({ queryKey: appealQuery.queryKey });
      if (purpose === 'donation') onGiven?.(reference);
    },
    [queryClient, onGiven],
  );
  // The server draws Donate without the address's query (decision 060): the return is drawn once in the browser.
  const sessionId = useHydrated() && params.get('session');
  const { paymentUrl = '', bank } = site?.donation ?? {};
  const bankRows: BankRows = bank
    ? ([
        ['Account name', bank.accountName],
        ['Sort code', bank.sortCode],
        ['Account number', bank.accountNumber],
        ['Reference', bank.reference],
      ].filter(([, value]) => value) as BankRows)
    : [];
  const transferRows = bankRows.filter(([label]) => label !== 'Reference');
  return (
    <MarkdownPage name="donate" showsDraft={isDraft}>
      {sessionId && <CheckoutReturn sessionId={sessionId} words={words} onPaid={paid} />}
      <Thermometer />
      {giftAid}
      <GiveForm bankRows={bank?.sortCode && bank.accountNumber ? transferRows : []} declarationId={declarationId} />
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
          <BankFacts rows={bankRows} />
        </section>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(DonatePage);
