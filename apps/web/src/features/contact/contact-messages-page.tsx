import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { countOf } from '@lmr/shared/plural';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { NewsletterAdminLinks } from '../../components/ui/admin-links.tsx';
import { listMessages, type MessageFilter } from './api.ts';
import { ContactMessageCard } from './contact-message-card.tsx';
import './contact.css';

const filters: { value: MessageFilter; label: string; none: string }[] = [
  { value: 'open', label: 'Not handled', none: 'No message is waiting for an answer.' },
  { value: 'handled', label: 'Handled', none: 'No message has been handled yet.' },
  { value: 'all', label: 'All', none: 'No messages yet.' },
];

const filterOf = (value: string | null): MessageFilter => filters.find((f) => f.value === value)?.value ?? 'open';

function ContactMessagesPage() {
  const [search] = useSearchParams();
  const filter = filterOf(search.get('show'));
  const messages = useQuery({ queryKey: ['contact-messages', filter], queryFn: () => listMessages(filter) });
  const current = filters.find((f) => f.value === filter)!;
  const { feedback, show } = useTimedFeedback();
  return (
    <article className="page">
      <PageMeta title="Received messages" description="Messages sent from the Contact page." noindex />
      <h1>Received messages</h1>
      <NewsletterAdminLinks />
      <nav aria-label="Show messages" className="message-filters">
        {filters.map((f) => (
          <Link key={f.value} to={`?show=${f.value}`} aria-current={f.value === filter ? 'page' : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      <Alert feedback={feedback} />
      {messages.data && (
        <p role="status">
          {current.label}: {countOf(messages.data.length, 'message')}
        </p>
      )}
      {messages.data?.length ? (
        messages.data.map((m) => <ContactMessageCard key={m.id} message={m} show={show} />)
      ) : (
        <p>{messages.isLoading ? 'Loading…' : messages.isError ? 'The messages could not be loaded.' : current.none}</p>
      )}
    </article>
  );
}

export default withQueryClient(ContactMessagesPage);
