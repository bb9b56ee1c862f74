import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackMessages } from '@lmr/shared/messages';
import { paymentWords } from '@lmr/shared/payment-words';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ChoiceField } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { paymentSettingsQuery, savePaymentSettings } from './api.ts';

/**
 * How visitors pay: at the station always; online too once the server has Stripe's keys and an admin offers it.
 * Without the keys the screen says what the server needs, since no switch here can supply them.
 */
function PaymentsPage() {
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const { data } = useQuery(paymentSettingsQuery);
  const save = useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentSettingsQuery.queryKey, settings);
      show(feedbackMessages.settingsSaved, 'success');
    },
    onError: () => show(feedbackMessages.genericFailure, 'error'),
  });

  return (
    <article className="page">
      <PageMeta title="Payments" description="How visitors pay." noindex />
      <h1>Payments</h1>
      <Alert feedback={feedback} />
      {data && !data.providerConfigured && <p>{paymentWords.notSetUp}</p>}
      {data?.providerConfigured && (
        <>
          <ChoiceField
            label="Offer online payment (Stripe Checkout) beside paying at the station"
            checked={data.onlinePayment}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
          />
          <p>{data.onlinePayment ? paymentWords.offered : paymentWords.notOffered}</p>
        </>
      )}
    </article>
  );
}

export default withQueryClient(PaymentsPage);
