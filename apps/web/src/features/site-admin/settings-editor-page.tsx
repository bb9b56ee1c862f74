import { Link } from 'react-router';
import type { z } from 'zod';
import { siteSettingsDocument, taxReliefSchemes, weekdays } from '@lmr/shared/site-content';
import { taxReliefSchemeNames } from '@lmr/shared/tax-relief-words';
import { PageMeta } from '../../components/page-meta.tsx';
import { ChoiceField, Field, SelectField } from '../../components/ui/form-field.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { settingsLabels } from '@lmr/shared/settings-labels';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ListField } from './list-field.tsx';
import { PreviewLink } from './preview-link.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { EditorActions, EditorForm } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import { linkHint } from './link-hint.ts';
import './site-admin.css';
import { membershipWords, openingHoursWords } from '@lmr/shared/list-words';

/**
 * The settings keep keys this editor does not know (a loose object, so a save loses none of them); the
 * form is typed by the keys it edits.
 */
type KnownSettings = z.ZodObject<(typeof siteSettingsDocument)['shape']>;
const settingsSchema = siteSettingsDocument as z.ZodType<z.output<KnownSettings>, z.input<KnownSettings>>;

/** The pages that show the settings: each previews the draft in place at `?preview`. */
const settingsPages = [
  { path: '/', label: 'Home (the name, tagline and social media page)' },
  { path: '/location', label: 'Where to Find Us (the address and map)' },
  { path: '/contact', label: 'Contact (the phone and e-mail)' },
  { path: '/timetable', label: 'Timetable (what search engines are told of each day)' },
  { path: '/trust', label: 'The Trust (membership and shop hours)' },
  { path: '/donate', label: 'Donate (the appeal, the donation page and bank details)' },
];

function SettingsEditor() {
  const { site, ready, fields, actions, save } = useSiteEditor('settings', settingsSchema);
  if (site.isError) return <p role="alert">The settings could not be loaded. Please try again.</p>;
  if (!ready || !site.item) return <p role="status">Loading…</p>;
  const { text, number } = fields;

  return (
    <>
      <p>
        {site.item.draft ? 'The settings have a draft that visitors do not see yet. ' : 'Visitors see what is below. '}
        Anything left empty is not shown on the site. Last change by {site.item.updatedBy || 'nobody yet'}.
      </p>
      <nav aria-label="Preview the settings on the pages that show them">
        <p>Preview the draft where visitors will see it:</p>
        <ul className="settings-previews">
          {settingsPages.map(({ path, label }) => (
            <li key={path}>
              <PreviewLink path={path} label={label} />
            </li>
          ))}
        </ul>
      </nav>
      <EditorForm save={save}>
        <fieldset>
          <legend>The railway</legend>
          <Field label={settingsLabels.name} {...text('name')} />
          <Field label={settingsLabels.tagline} {...text('tagline')} />
          <Field label={settingsLabels.trustName} {...text('trustName')} />
          <Field label={settingsLabels.charityNumber} {...text('charityNumber')} />
          <SelectField label={settingsLabels.taxRelief} {...text('taxRelief')}>
            {taxReliefSchemes.map((scheme) => (
              <option key={scheme} value={scheme}>
                {taxReliefSchemeNames[scheme]}
              </option>
            ))}
          </SelectField>
          <Field label={settingsLabels['address.street']} {...text('address.street')} />
          <Field label={settingsLabels['address.locality']} {...text('address.locality')} />
          <Field label={settingsLabels['address.postalCode']} {...text('address.postalCode')} />
          <Field label={settingsLabels.phone} type="tel" {...text('phone')} />
          <Field label={settingsLabels.email} type="email" {...text('email')} />
          <Field label={`${settingsLabels.socialPageUrl} (https:// address)`} type="url" {...text('socialPageUrl')} />
        </fieldset>
        <fieldset>
          <legend>Shop and membership</legend>
          <Field label={settingsLabels.shopHours} {...text('shopHours')} />
          <ListField
            fields={fields}
            name="membership"
            label={settingsLabels.membership}
            itemLabel={(m, i) => m.name || `membership ${i + 1}`}
            newItem={() => ({ name: '', price: 0 })}
            addLabel="Add a kind of membership"
          >
            {(_, i) => (
              <>
                <Field label={`Membership ${i + 1} ${membershipWords.fields.name}`} {...text(`membership.${i}.name`)} />
                <Field
                  label={`Membership ${i + 1} ${membershipWords.fields.price}`}
                  step="0.01"
                  {...number(`membership.${i}.price`)}
                />
              </>
            )}
          </ListField>
          <Field label={settingsLabels.freeMembershipHours} step="1" {...number('freeMembershipHours')} />
        </fieldset>
        <fieldset>
          <legend>Map and opening hours</legend>
          <Field label={settingsLabels['geo.lat']} step="any" {...number('geo.lat')} />
          <Field label={settingsLabels['geo.lng']} step="any" {...number('geo.lng')} />
          <ListField
            fields={fields}
            name="openingHours"
            label={settingsLabels.openingHours}
            itemLabel={(_, i) => `opening hours ${i + 1}`}
            newItem={() => ({ days: [], opens: '11:00', closes: '16:30', text: '' })}
            addLabel="Add opening hours"
          >
            {(_, i) => {
              const { error, ...days } = fields.checkbox(`openingHours.${i}.days`);
              return (
                <>
                  <fieldset>
                    <legend>
                      Opening hours {i + 1}: {openingHoursWords.fields.days}
                    </legend>
                    {weekdays.map((day) => (
                      <ChoiceField key={day} label={day} value={day} {...days} />
                    ))}
                    <FieldError id={`opening-hours-${i}-days-error`} error={error} announce />
                  </fieldset>
                  <Field
                    label={`Opening hours ${i + 1}: ${openingHoursWords.fields.opens}`}
                    type="time"
                    {...text(`openingHours.${i}.opens`)}
                  />
                  <Field
                    label={`Opening hours ${i + 1}: ${openingHoursWords.fields.closes}`}
                    type="time"
                    {...text(`openingHours.${i}.closes`)}
                  />
                  <Field
                    label={`Opening hours ${i + 1}: ${openingHoursWords.fields.text}`}
                    {...text(`openingHours.${i}.text`)}
                  />
                </>
              );
            }}
          </ListField>
        </fieldset>
        <fieldset>
          <legend>Donations</legend>
          <Field label={settingsLabels['donation.target']} step="1" {...number('donation.target')} />
          <Field
            label={`${settingsLabels['donation.purpose']} (shown under the target)`}
            {...text('donation.purpose')}
          />
          <Field label={`${settingsLabels['donation.paymentUrl']} (${linkHint})`} {...text('donation.paymentUrl')} />
          <Field label={settingsLabels['donation.bank.accountName']} {...text('donation.bank.accountName')} />
          <Field label={settingsLabels['donation.bank.sortCode']} {...text('donation.bank.sortCode')} />
          <Field label={settingsLabels['donation.bank.accountNumber']} {...text('donation.bank.accountNumber')} />
          <Field label={settingsLabels['donation.bank.reference']} {...text('donation.bank.reference')} />
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
