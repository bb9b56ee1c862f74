import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import intro from '@content/pages/contact.md';
import site from '@content/site.json';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { type ContactRequest, contactRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field, Honeypot } from '../../components/ui/form-field.tsx';
import { sendContactMessage } from './api.ts';
import './contact.css';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };

export default function ContactPage() {
  const { feedback, show } = useTimedFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequest), defaultValues: empty });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await sendContactMessage(body);
      reset(empty);
      show(feedbackMessages.contactSuccess, 'success');
    } catch {
      show(feedbackMessages.genericFailure, 'error');
    }
  });

  const { address } = site;
  return (
    <article className="page">
      <PageMeta title={intro.title} description={intro.description} />
      <h1>{intro.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: intro.html }} />
      <div className="contact-layout">
        <form onSubmit={onSubmit} noValidate aria-label="Contact form">
          <Field
            label="Name"
            autoComplete="name"
            limit={{ max: limits.nameMax }}
            error={errors.name?.message}
            {...register('name')}
          />
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Field
            label="Subject"
            limit={{ max: limits.subjectMax }}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <Field
            label="Message"
            multiline
            limit={{ moreThan: limits.messageMinExclusive, max: limits.messageMax }}
            error={errors.message?.message}
            {...register('message')}
          />
          <Honeypot {...register('website')} />
          <div className="actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              Send
            </button>
            <button type="button" className="button button-secondary" onClick={() => reset(empty)}>
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
