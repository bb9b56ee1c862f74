import { useQuery } from '@tanstack/react-query';
import { apiRoutes as api } from '@lmr/shared/api-routes';
import { PageMeta } from '../../app/page-meta.tsx';
import { callApi } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { NewsletterAdminLinks } from '../newsletter/admin-links.tsx';
import '../newsletter/newsletter.css';

function ContactMessagesPage() {
  const messages = useQuery({
    queryKey: ['contact-messages'],
    queryFn: () => callApi(api.contactMessages),
  });
  return (
    <article className="page">
      <PageMeta title="Received messages" description="Messages sent from the Contact page." noindex />
      <h1>Received messages</h1>
      <NewsletterAdminLinks />
      {messages.data?.length ? (
        messages.data.map((m) => (
          <section key={m.id} aria-labelledby={`message-${m.id}`} className="contact-message">
            <h2 id={`message-${m.id}`}>{m.subject}</h2>
            <p>
              From {m.name} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;,{' '}
              {new Date(m.createdAt).toLocaleString('en-GB')}
              {m.mailedAt ? '' : ' (not yet forwarded by e-mail)'}
            </p>
            <p className="message-body">{m.message}</p>
          </section>
        ))
      ) : (
        <p>{messages.isLoading ? 'Loading…' : 'No messages yet.'}</p>
      )}
    </article>
  );
}

export default withQueryClient(ContactMessagesPage);
