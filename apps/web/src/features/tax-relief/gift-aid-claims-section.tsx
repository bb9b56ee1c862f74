import { useQuery } from '@tanstack/react-query';
import type { GiftAidClaim } from '@lmr/shared/gift-aid-claims';
import { giftAidClaimWords as w } from '@lmr/shared/gift-aid-claim-words';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { errorWords, type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import {
  claimFilePath,
  claimPreviewQuery,
  claimSchedulePath,
  claimsKey,
  claimsQuery,
  makeClaim,
  submitClaim,
  withdrawClaim,
} from './api.ts';

/**
 * Making a Gift Aid claim for a period (decision 162): what it would list, asked first by its figures; then each
 * claim made, its file, and marking it submitted or withdrawing it (asked first, by name).
 */
export function GiftAidClaims({ from, to }: { from: string; to: string }) {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(claimsKey, show);
  const preview = useQuery(claimPreviewQuery(from, to));
  const figures = preview.data;
  const nothing = !figures || (figures.gifts === 0 && figures.adjustmentPence === 0);
  return (
    <>
      {preview.error && <p role="alert">{errorWords(preview.error)}</p>}
      {figures && <p>{w.preview(figures)}</p>}
      <p>
        <a href={claimSchedulePath(from, to)} download>
          {w.previewLink}
        </a>
      </p>
      <button
        type="button"
        className="button"
        disabled={nothing || actions.busy}
        onClick={() =>
          figures && actions.askFirst(w.askMake(figures), { call: () => makeClaim(figures), done: w.made })
        }
      >
        {w.makeClaim}
      </button>
      <Alert feedback={feedback} />
      <ClaimsMade actions={actions} />
      <AskFirstDialog actions={actions} />
    </>
  );
}

function ClaimsMade({ actions }: { actions: ScreenActions }) {
  const claims = useQuery(claimsQuery);
  return (
    <section aria-labelledby="claims-made">
      <h3 id="claims-made">{w.claimsTitle}</h3>
      <p>{w.claimsIntro}</p>
      {claims.error && <p role="alert">{errorWords(claims.error)}</p>}
      {claims.data?.claims.length === 0 && <p>{w.noClaims}</p>}
      <ul>
        {claims.data?.claims.map((claim) => (
          <ClaimMade key={claim.id} claim={claim} actions={actions} />
        ))}
      </ul>
    </section>
  );
}

function ClaimMade({ claim, actions }: { claim: GiftAidClaim; actions: ScreenActions }) {
  const n = claim.number;
  return (
    <li>
      <p>
        {w.claimName(claim)} ({w.state[claim.state]})
      </p>
      <a href={claimFilePath(claim.id)} download>
        {w.download(n)}
      </a>
      {claim.state === 'made' && (
        <>
          {' '}
          <button
            type="button"
            className="button"
            disabled={actions.busy}
            onClick={() => actions.run({ call: () => submitClaim(claim.id), done: w.submitted(n) })}
          >
            {w.markSubmitted(n)}
          </button>{' '}
          <button
            type="button"
            className="button"
            disabled={actions.busy}
            onClick={() =>
              actions.askFirst(w.askWithdraw(claim), { call: () => withdrawClaim(claim.id), done: w.withdrawn(n) })
            }
          >
            {w.withdraw(n)}
          </button>
        </>
      )}
    </li>
  );
}
