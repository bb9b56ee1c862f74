import intro from '@content/pages/contact.md';
import site from '@content/site.json';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { type ContactRequest, contactRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubjectAndMessage, SubmitButton } from '../../components/ui/form-field.tsx';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { sendContactMessage } from './api.ts';
import './contact.css';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };

export default function ContactPage() {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(contactRequest, { defaultValues: empty });
  const onSubmit = submitWith(async (body) => {
    await sendContactMessage(body);
    form.reset(empty);
    return feedbackMessages.contactSuccess;
  });

  const { address } = site;
  return (
    <article className="page">
      <PageMeta title={intro.title} description={intro.description} />
      <h1>{intro.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: intro.html }} />
      <div className="contact-layout">
        <form onSubmit={onSubmit} noValidate aria-label="Contact form">
          <Field label="Name" autoComplete="name" limit={{ max: limits.nameMax }} {...field('name')} />
          <Field label="Email" type="email" autoComplete="email" {...field('email')} />
          <SubjectAndMessage subject={field('subject')} message={field('message')} />
          <Honeypot {...form.register('website')} />
          <div className="actions">
            <SubmitButton busy={busy}>Send</SubmitButton>
            <button type="button" className="button button-secondary" onClick={() => form.reset(empty)}>
              Cancel
            </button>
          </div>
          <Alert feedback={feedback} />
        </form>
        <aside className="contact-card" aria-labelledby="contact-details">
          <h2 id="contact-details">Contact details</h2>
          <address>
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region}
            <br />
            {address.postalCode}
          </address>
          <p>
            Phone: <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </p>
          <p>
            E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </aside>
      </div>
    </article>
  );
}
