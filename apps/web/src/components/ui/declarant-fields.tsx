import { limits } from '@lmr/shared/limits';
import { giftAidWords as words } from '@lmr/shared/tax-relief-words';
import { Field } from './form-field.tsx';
import type { FieldBinding } from './use-schema-form.ts';

type DeclarantField = 'title' | 'firstName' | 'lastName' | 'house' | 'postcode';

/** The donor's name, house name or number and postcode, as HMRC's claim needs them: Donate's form and /book's. */
export function DeclarantFields({ field }: { field: (name: DeclarantField) => FieldBinding }) {
  return (
    <>
      <Field
        label={words.title}
        autoComplete="honorific-prefix"
        limit={{ max: limits.giftAidTitleMax }}
        {...field('title')}
      />
      <Field
        label={words.firstName}
        autoComplete="given-name"
        limit={{ max: limits.giftAidNameMax }}
        {...field('firstName')}
      />
      <Field
        label={words.lastName}
        autoComplete="family-name"
        limit={{ max: limits.giftAidNameMax }}
        {...field('lastName')}
      />
      <Field
        label={words.house}
        autoComplete="address-line1"
        limit={{ max: limits.giftAidHouseMax }}
        {...field('house')}
      />
      <Field
        label={words.postcode}
        autoComplete="postal-code"
        limit={{ max: limits.giftAidPostcodeMax }}
        {...field('postcode')}
      />
    </>
  );
}
