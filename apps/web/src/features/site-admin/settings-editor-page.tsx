import { Link } from 'react-router';
import type { z } from 'zod';
import { siteSettingsDocument, weekdays } from '@lmr/shared/site-content';
import { PageMeta } from '../../components/page-meta.tsx';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ListField } from './list-field.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { EditorActions, EditorForm } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import { linkHint } from './link-hint.ts';
import './site-admin.css';

/**
 * The settings keep keys this editor does not know (a loose object, so a save loses none of them); the
 * form is typed by the keys it edits.
 */
type KnownSettings = z.ZodObject<(typeof siteSettingsDocument)['shape']>;
const settingsSchema = siteSettingsDocument as z.ZodType<z.output<KnownSettings>, z.input<KnownSettings>>;

function SettingsEditor() {
  const { site, ready, fields, actions, save } = useSiteEditor('settings', settingsSchema);
  if (site.isError) return <p role="alert">The settings could not be loaded. Please try again.</p>;
  if (!ready || !site.item) return <p role="status">Loading…</p>;
  const { text, number } = fields;

  return (
    <>
      <p>Anything left empty is not shown on the site. Last change by {site.item.updatedBy || 'nobody yet'}.</p>
      <EditorForm save={save}>
        <fieldset>
          <legend>The railway</legend>
          <Field label="Name" {...text('name')} />
          <Field label="Tagline" {...text('tagline')} />
          <Field label="Trust’s name" {...text('trustName')} />
          <Field label="Street" {...text('address.street')} />
          <Field label="Town or village" {...text('address.locality')} />
          <Field label="Postcode" {...text('address.postalCode')} />
          <Field label="Phone" type="tel" {...text('phone')} />
          <Field label="E-mail" type="email" {...text('email')} />
          <Field label="Social media page (https:// address)" type="url" {...text('socialPageUrl')} />
        </fieldset>
        <fieldset>
          <legend>Shop, fares and membership</legend>
          <Field label="Shop hours" {...text('shopHours')} />
          <Field label="Fares" multiline rows={3} {...text('fares')} />
          <ListField
            fields={fields}
            name="membership"
            label="Membership prices"
            itemLabel={(m, i) => m.name || `membership ${i + 1}`}
            newItem={() => ({ name: '', price: 0 })}
            addLabel="Add a kind of membership"
          >
            {(_, i) => (
              <>
                <Field label={`Membership ${i + 1} name`} {...text(`membership.${i}.name`)} />
                <Field label={`Membership ${i + 1} price in pounds`} step="0.01" {...number(`membership.${i}.price`)} />
              </>
            )}
          </ListField>
          <Field label="Volunteer hours for free membership" step="1" {...number('freeMembershipHours')} />
        </fieldset>
        <fieldset>
          <legend>Map and opening hours</legend>
          <Field label="Map position: latitude (north is positive)" step="any" {...number('geo.lat')} />
          <Field
            label="Map position: longitude (east is positive, so Laxey’s is below 0)"
            step="any"
            {...number('geo.lng')}
          />
          <ListField
            fields={fields}
            name="openingHours"
            label="Opening hours for search engines"
            itemLabel={(_, i) => `opening hours ${i + 1}`}
            newItem={() => ({ days: [], opens: '11:00', closes: '16:30', text: '' })}
            addLabel="Add opening hours"
          >
            {(_, i) => {
              const { error, ...days } = fields.checkbox(`openingHours.${i}.days`);
              return (
                <>
                  <fieldset>
                    <legend>Opening hours {i + 1}: days</legend>
                    {weekdays.map((day) => (
                      <ChoiceField key={day} label={day} value={day} {...days} />
                    ))}
                    <FieldError id={`opening-hours-${i}-days-error`} error={error} announce />
                  </fieldset>
                  <Field label={`Opening hours ${i + 1}: opens`} type="time" {...text(`openingHours.${i}.opens`)} />
                  <Field label={`Opening hours ${i + 1}: closes`} type="time" {...text(`openingHours.${i}.closes`)} />
                  <Field label={`Opening hours ${i + 1}: in words`} {...text(`openingHours.${i}.text`)} />
                </>
              );
            }}
          </ListField>
        </fieldset>
        <fieldset>
          <legend>Donations</legend>
          <Field label="Appeal target in pounds" step="1" {...number('donation.target')} />
          <Field label="What the appeal is for (shown under the target)" {...text('donation.purpose')} />
          <Field label="Raised so far in pounds" step="1" {...number('donation.raised')} />
          <Field label={`Online donation page (${linkHint})`} {...text('donation.paymentUrl')} />
          <Field label="Bank account name" {...text('donation.bank.accountName')} />
          <Field label="Sort code" {...text('donation.bank.sortCode')} />
          <Field label="Account number" {...text('donation.bank.accountNumber')} />
          <Field label="Payment reference" {...text('donation.bank.reference')} />
        </fieldset>
        <EditorActions {...actions} />
      </EditorForm>
      <RevisionHistory itemKey="settings" onRestore={(id) => void site.restore(id)} />
    </>
  );
}

function SettingsEditorPage() {
  return (
    <article className="page site-admin">
      <PageMeta title="Site settings" description="The railway's details, prices and hours." noindex />
      <p>
        <Link to="/admin/site">Site</Link> › Settings
      </p>
      <h1>Site settings</h1>
      <SettingsEditor />
    </article>
  );
}

export default withQueryClient(SettingsEditorPage);
