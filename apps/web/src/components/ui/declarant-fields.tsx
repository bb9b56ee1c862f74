import { limits } from '@lmr/shared/limits';
import { giftAidWords as words } from '@lmr/shared/tax-relief-words';
import { Field } from './form-field.tsx';
import type { FieldBinding } from './use-schema-form.ts';

/** Each field HMRC's claim needs of a declarant, with its label, autofill hint and longest length. */
const declarantFields = [
  { name: 'title', label: words.title, autoComplete: 'honorific-prefix', max: limits.giftAidTitleMax },
  { name: 'firstName', label: words.firstName, autoComplete: 'given-name', max: limits.giftAidNameMax },
  { name: 'lastName', label: words.lastName, autoComplete: 'family-name', max: limits.giftAidNameMax },
  { name: 'house', label: words.house, autoComplete: 'address-line1', max: limits.giftAidHouseMax },
  { name: 'postcode', label: words.postcode, autoComplete: 'postal-code', max: limits.giftAidPostcodeMax },
] as const;

type DeclarantField = (typeof declarantFields)[number]['name'];

/** The donor's name, house name or number and postcode, as HMRC's claim needs them: Donate's form and /book's. */
export function DeclarantFields({ field }: { field: (name: DeclarantField) => FieldBinding }) {
  return declarantFields.map(({ name, label, autoComplete, max }) => (
    <Field key={name} label={label} autoComplete={autoComplete} limit={{ max }} {...field(name)} />
  ));
}
