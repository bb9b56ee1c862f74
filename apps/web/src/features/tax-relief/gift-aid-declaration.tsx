import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { declareRequest } from '@lmr/shared/tax-relief';
import { giftAidWords as words } from '@lmr/shared/tax-relief-words';
import { Alert } from '../../components/ui/feedback.tsx';
import { ChoiceField, Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { DeclarantFields } from '../../components/ui/declarant-fields.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { declareGiftAid, taxReliefQuery } from './api.ts';

interface Declaring {
  /** A declaration for this gift only: its id, which the gift given next carries (decision 163). */
  onDeclared: (id: string) => void;
  /** The gift just paid for, back from the payment page: a declaration for this gift names it (decision 166). */
  giftId?: string;
}

/**
 * Donate's Gift Aid declaration, in UK mode only (decision 153): HMRC's wording with the charity's name, the donor's
 * full name, house name or number and postcode, and which gifts it covers. Made before the gift, by the same e-mail,
 * or after paying for it.
 */
function GiftAidDeclaration(declaring: Declaring) {
  const relief = useQuery(taxReliefQuery);
  if (relief.data?.scheme !== 'uk-gift-aid') return null;
  return <DeclarationForm charity={relief.data.charity} {...declaring} />;
}

function DeclarationForm({ charity, onDeclared, giftId }: Declaring & { charity: string }) {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(declareRequest, {
    defaultValues: { title: '', firstName: '', lastName: '', house: '', postcode: '', email: '', scope: 'this-gift' },
  });
  const [declared, setDeclared] = useState(false);
  const onSubmit = submitWith(async (declaration) => {
    const forGiven = declaration.scope === 'this-gift' ? giftId : undefined;
    const { id } = await declareGiftAid({ ...declaration, giftId: forGiven });
    // Made for the gift just given, it is that gift's: the next gift does not carry it.
    if (declaration.scope === 'this-gift' && !forGiven) onDeclared(id);
    setDeclared(true);
  });
  if (declared)
    return (
      <section className="card-panel" aria-labelledby="gift-aid">
        <h2 id="gift-aid">{words.heading}</h2>
        <p role="status">{words.declared}</p>
      </section>
    );
  const scope = form.watch('scope');
  return (
    <form className="card-panel" onSubmit={onSubmit} noValidate aria-labelledby="gift-aid">
      <h2 id="gift-aid">{words.heading}</h2>
      {giftId && <p>{words.afterGift}</p>}
      <DeclarantFields field={field} />
      <Field label={words.email} type="email" autoComplete="email" {...field('email')} />
      <fieldset>
        <legend>{words.scopeLegend}</legend>
        <ChoiceField type="radio" value="this-gift" label={words.thisGift} {...field('scope')} />
        <ChoiceField type="radio" value="all-gifts" label={words.allGifts} {...field('scope')} />
      </fieldset>
      <p>{scope === 'all-gifts' ? words.declaration(charity) : words.thisGiftDeclaration(charity)}</p>
      <p>{words.tellUs}</p>
      <SubmitButton busy={busy}>{words.declare}</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}

export default withQueryClient(GiftAidDeclaration);
