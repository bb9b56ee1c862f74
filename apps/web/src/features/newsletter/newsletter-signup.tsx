import { type FormEvent, useId, useState } from 'react';
import { consentForms, feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { isValidEmail } from '@lmr/shared/email';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { FieldFrame } from '../../components/ui/field-frame.tsx';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { ScriptButton } from '../../lib/hydration.tsx';
import { subscribe } from './api.ts';

/** The footer's newsletter signup, on every screen. */
export function NewsletterSignup() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const { feedback, show } = useTimedFeedback();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get('email')).trim();
    if (!isValidEmail(email)) return show(validationMessages.emailInvalidAlert, 'error');
    setBusy(true);
    try {
      const answer = await subscribe({ email, website: String(fields.get('website')) });
      form.reset();
      show(answer?.message ?? feedbackMessages.subscribeSuccess, 'success');
    } catch {
      show(feedbackMessages.subscribeFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="signup" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      {/* These words are what the server keeps as the subscriber's consent. */}
      <p>{consentForms.footer.wording}</p>
      <div className="signup-row">
        <FieldFrame id={`${id}-email`} label="Email address" hideLabel>
          <input id={`${id}-email`} type="email" name="email" autoComplete="email" placeholder="Your email address" />
        </FieldFrame>
        {/* Disabled until the script runs: the form has no address of its own to be sent to without it. */}
        <ScriptButton type="submit" className="button" disabled={busy}>
          Subscribe
        </ScriptButton>
      </div>
      <Honeypot name="website" />
      <Alert feedback={feedback} />
    </form>
  );
}
