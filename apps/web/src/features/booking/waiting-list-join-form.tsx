import { buyerRequest, type Tickets } from '@lmr/shared/booking';
import { waitingListMessages, waitingListWords } from '@lmr/shared/booking-waiting-list';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { joinWaitingList } from './waiting-list-api.ts';

/** Offered when a train lacks the seats asked for: the same tickets, and who to e-mail when seats are freed. */
export function JoinWaitingListForm({ departureId, tickets }: { departureId: string; tickets: Tickets }) {
  const { field, submitWith, feedback, busy } = useSchemaForm(buyerRequest, {
    defaultValues: { name: '', email: '' },
    lasting: true,
  });
  const onSubmit = submitWith(async (who) => {
    const { position } = await joinWaitingList({ departureId, tickets, ...who });
    return waitingListMessages.joined(position);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="waiting-list-heading">
      <h2 id="waiting-list-heading">{waitingListWords.joinHeading}</h2>
      <p>{waitingListWords.joinIntro}</p>
      <Field label="Name" autoComplete="name" limit={{ max: maxLengthOf(buyerRequest, 'name') }} {...field('name')} />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <SubmitButton busy={busy}>{waitingListWords.join}</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}
