import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { type ContactRequest, contactRequest } from '@lmr/shared/contact';
import type { SiteSettings } from '@lmr/shared/site-content';
import { PageMeta } from '../../components/page-meta.tsx';
import { DraftNotice } from '../../components/ui/draft-notice.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubjectAndMessage, SubmitButton } from '../../components/ui/form-field.tsx';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { SiteAddress } from '../../lib/site-address.tsx';
import { useSiteSettings, useSitePage } from '../../lib/site-pages.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { sendContactMessage } from './api.ts';
import './contact.css';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };

/** The railway's address, phone and e-mail, each shown only when an admin has set it. */
function ContactDetails({ site }: { site: SiteSettings }) {
  return (
    <aside className="contact-card" aria-labelledby="contact-details">
      <h2 id="contact-details">Contact details</h2>
      <SiteAddress site={site} />
      {site.phone && (
        <p>
          Phone: <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
        </p>
      )}
      {site.email && (
        <p>
          E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      )}
    </aside>
  );
}

function ContactPage() {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(contactRequest, { defaultValues: empty });
  const onSubmit = submitWith(async (body) => {
    await sendContactMessage(body);
    form.reset(empty);
    return feedbackMessages.contactSuccess;
  });

  const { page: intro, isDraft } = useSitePage('contact');
  const { data: site, isDraft: settingsDraft } = useSiteSettings();
  return (
    <article className="page">
      {intro && <PageMeta title={intro.title} description={intro.description} />}
      {(isDraft || settingsDraft) && <DraftNotice />}
      <h1>{intro?.title ?? 'Contact Us'}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: intro?.html ?? '' }} />
      <div className="two-columns contact-layout">
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
        {site && <ContactDetails site={site} />}
      </div>
    </article>
  );
}

export default withQueryClient(ContactPage);
