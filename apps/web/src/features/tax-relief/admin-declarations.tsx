import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayAndMonth } from '@lmr/shared/day-text';
import { type GiftAidDeclaration, recordDeclarationRequest, recordedDeclarationWays } from '@lmr/shared/tax-relief';
import { declarationWayNames, giftAidWords, taxReliefAdminWords as w } from '@lmr/shared/tax-relief-words';
import { railwayToday } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { DeclarantFields } from '../../components/ui/declarant-fields.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import { cancelDeclaration, giftAidDeclarationsQuery, recordDeclaration } from './api.ts';

const nameOf = (d: { title: string; firstName: string; lastName: string }) =>
  [d.title, d.firstName, d.lastName].filter(Boolean).join(' ');
const dayOf = (iso: string) => dayAndMonth(railwayToday(new Date(iso)));

function status(d: GiftAidDeclaration) {
  if (!d.cancelledAt) return w.inEffect;
  return (d.void ? w.neverHadEffect : w.cancelledOn)(dayOf(d.cancelledAt));
}

/** Whether a declaration is the supporter's the admin looks for: by any part of their name or e-mail. */
const matches = (d: GiftAidDeclaration, words: string) =>
  `${nameOf(d)} ${d.email}`.toLowerCase().includes(words.trim().toLowerCase());

function DeclarationsTable({ declarations, actions }: { declarations: GiftAidDeclaration[]; actions: ScreenActions }) {
  return (
    <DataTable
      label={w.declarationsBox}
      caption={w.declarationsBox}
      rows={declarations}
      columns={[
        { header: w.donor, rowHeader: true, cell: (d) => `${nameOf(d)}, ${d.email}` },
        { header: w.madeOn, cell: (d) => dayOf(d.madeAt) },
        { header: w.scope, cell: (d) => w.scopeNames[d.scope] },
        { header: w.way, cell: (d) => declarationWayNames[d.way] },
        { header: w.status, cell: status },
        {
          header: w.cancel,
          hiddenHeader: true,
          cell: (d) =>
            !d.cancelledAt && (
              <button
                type="button"
                className="button button-secondary"
                aria-label={w.cancelFor(nameOf(d))}
                disabled={actions.busy}
                onClick={() =>
                  actions.askFirst(w.cancelAsk(nameOf(d)), {
                    call: () => cancelDeclaration(d.id),
                    done: w.cancelled(nameOf(d)),
                  })
                }
              >
                {w.cancel}
              </button>
            ),
        },
      ]}
    />
  );
}

function RecordDeclarationForm({ actions }: { actions: ScreenActions }) {
  return (
    <SchemaActionForm
      className="card-panel"
      title={w.recordTitle}
      actions={actions}
      schema={recordDeclarationRequest}
      defaultValues={{
        title: '',
        firstName: '',
        lastName: '',
        house: '',
        postcode: '',
        email: '',
        scope: 'all-gifts',
        way: 'writing',
        madeOn: railwayToday(),
      }}
      build={(declaration) => ({
        call: () => recordDeclaration(declaration),
        done: (declaration.way === 'phone' ? w.recordedByPhone : w.recorded)(nameOf(declaration)),
      })}
      submitLabel={w.record}
    >
      {(field) => (
        <>
          <DeclarantFields field={field} />
          <Field label={w.donorEmail} type="email" {...field('email')} />
          <fieldset>
            <legend>{giftAidWords.scopeLegend}</legend>
            <ChoiceField type="radio" value="all-gifts" label={giftAidWords.allGifts} {...field('scope')} />
            <ChoiceField type="radio" value="this-gift" label={giftAidWords.thisGift} {...field('scope')} />
          </fieldset>
          <fieldset>
            <legend>{w.wayLegend}</legend>
            {recordedDeclarationWays.map((way) => (
              <ChoiceField key={way} type="radio" value={way} label={declarationWayNames[way]} {...field('way')} />
            ))}
          </fieldset>
          <Field label={w.madeOnLabel} type="date" {...field('madeOn')} />
        </>
      )}
    </SchemaActionForm>
  );
}

/**
 * UK Gift Aid's declarations on the admins' screen (decision 163): a supporter's found by name or e-mail, each with
 * its date, what it covers, how it was given and whether it is in effect; one given in writing or by phone recorded
 * (by phone, the donor is mailed its written record with the 30-day right to cancel); one cancelled, asked first.
 */
export function DeclarationsSection() {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(giftAidDeclarationsQuery.queryKey, show);
  const { data } = useQuery(giftAidDeclarationsQuery);
  const [words, setWords] = useState('');
  const shown = data?.declarations.filter((d) => matches(d, words)) ?? [];
  return (
    <section className="card-panel" aria-labelledby="declarations">
      <h2 id="declarations">{w.declarationsTitle}</h2>
      <Alert feedback={feedback} />
      <Field label={w.declarationsFilter} type="search" value={words} onChange={(e) => setWords(e.target.value)} />
      {data &&
        (shown.length ? <DeclarationsTable declarations={shown} actions={actions} /> : <p>{w.declarationsNone}</p>)}
      <RecordDeclarationForm actions={actions} />
      <AskFirstDialog actions={actions} />
    </section>
  );
}
