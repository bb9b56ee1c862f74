import { passwordRuleParts } from '@lmr/shared/validation';
import { Field } from './form-field.tsx';
import type { FieldBinding } from './use-schema-form.ts';

/** A new password, with the rule ticked beside it as it is met, and its confirmation. */
export function PasswordFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  return (
    <>
      <Field label="New Password" type="password" autoComplete="new-password" rules={passwordRuleParts} {...password} />
      <Field label="Confirm Password" type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
