import { buyerRequest, type Order } from '@lmr/shared/booking';
import { admissionDeclaration } from '@lmr/shared/tax-relief';
import { admissionWords as words } from '@lmr/shared/tax-relief-words';
import { formatPence } from '@lmr/shared/timetable';
import { Alert } from '../../components/ui/feedback.tsx';
import { DeclarantFields } from '../../components/ui/declarant-fields.tsx';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { payOrderOnline, reserveOrder } from './api.ts';
import { PayButtons } from './pay-buttons.tsx';

/*
 * Gift Aid on admission (decisions 159 and 163): in UK mode, the fare with Gift Aid beside the standard one, chosen
 * per order, and paid online or reserved to pay at the station, with the buyer's declaration.
 */

export type Fare = 'standard' | 'gift-aid';

interface FareChoiceProps {
  standardPence: number;
  giftAidPence: number;
  fare: Fare;
  onChange: (fare: Fare) => void;
}

export function FareChoice({ standardPence, giftAidPence, fare, onChange }: FareChoiceProps) {
  const choices = [
    ['standard', words.standard(formatPence(standardPence))],
    ['gift-aid', words.withGiftAid(formatPence(giftAidPence))],
  ] as const;
  return (
    <fieldset>
      <legend>{words.fareLegend}</legend>
      {choices.map(([value, label]) => (
        <ChoiceField
          key={value}
          type="radio"
          name="fare"
          value={value}
          checked={fare === value}
          onChange={() => onChange(value)}
          label={label}
        />
      ))}
      <p>{words.withGiftAidNote}</p>
    </fieldset>
  );
}

const giftAidPayment = buyerRequest.extend(admissionDeclaration.shape);

interface GiftAidFareProps {
  order: Order;
  charity: string;
  payOnline: boolean;
  onReserved: (order: Order) => void;
}

/** The buyer's details and their declaration, sent to reserve or pay online at the fare with Gift Aid. */
export function GiftAidFareForm({ order, charity, payOnline, onReserved }: GiftAidFareProps) {
  const { field, submitWith, feedback, busy } = useSchemaForm(giftAidPayment, {
    defaultValues: { name: '', email: '', title: '', firstName: '', lastName: '', house: '', postcode: '' },
  });
  const onSubmit = submitWith(async ({ name, email, ...giftAid }) =>
    onReserved(await reserveOrder(order.reference, { name, email, giftAid })),
  );
  // Card details are given on the payment provider's page only; it sends the buyer back to /book/return.
  const onPayOnline = submitWith(async ({ name, email, ...giftAid }) =>
    window.location.assign((await payOrderOnline(order.reference, { name, email, giftAid })).url),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Field label="Name" autoComplete="name" limit={{ max: maxLengthOf(buyerRequest, 'name') }} {...field('name')} />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <DeclarantFields field={field} />
      <p>{words.declaration(charity)}</p>
      <PayButtons busy={busy} payOnline={payOnline} onPayOnline={onPayOnline} />
      <Alert feedback={feedback} />
    </form>
  );
}
