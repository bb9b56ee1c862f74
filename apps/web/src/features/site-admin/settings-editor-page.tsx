import { Link } from 'react-router';
import { type SiteSettings, weekdays } from '@lmr/shared/site-content';
import { settingsLabels } from '@lmr/shared/settings-labels';
import { PageMeta } from '../../components/page-meta.tsx';
import { ChoiceField } from '../../components/ui/form-field.tsx';
import { documentFields } from './document-fields.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ListField } from './list-field.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { SortableList } from './sortable-list.tsx';
import { EditorActions } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import { linkHint } from './link-hint.ts';
import './site-admin.css';

function SettingsEditor() {
  const { site, form, setForm, actions } = useSiteEditor<SiteSettings>('settings');
  if (site.isError) return <p role="alert">The settings could not be loaded. Please try again.</p>;
  if (!form || !site.item) return <p role="status">Loading…</p>;

  const { update, text, number } = documentFields(form, setForm, site.fieldErrors);

  return (
    <>
      <p>Anything left empty is not shown on the site. Last change by {site.item.updatedBy || 'nobody yet'}.</p>
      <form
        className="site-editor"
        onSubmit={(e) => {
          e.preventDefault();
          void site.save(form);
        }}
      >
        <fieldset>
          <legend>The railway</legend>
          {text(settingsLabels.name, ['name'])}
          {text(settingsLabels.tagline, ['tagline'], { maxLength: 300 })}
          {text(settingsLabels.trustName, ['trustName'])}
          {text(settingsLabels['address.street'], ['address', 'street'])}
          {text(settingsLabels['address.locality'], ['address', 'locality'])}
          {text(settingsLabels['address.postalCode'], ['address', 'postalCode'], { maxLength: 20 })}
          {text(settingsLabels.phone, ['phone'], { type: 'tel', maxLength: 40 })}
          {text(settingsLabels.email, ['email'], { type: 'email' })}
          {text(settingsLabels.socialPageUrl, ['socialPageUrl'], { type: 'url', hint: 'https:// address' })}
        </fieldset>
        <fieldset>
          <legend>Shop and membership</legend>
          {text(settingsLabels.shopHours, ['shopHours'], { maxLength: 300 })}
          <SortableList
            label={settingsLabels.membership}
            items={form.membership}
            onChange={(membership) => update(['membership'], membership)}
            itemLabel={(m, i) => m.name || `membership ${i + 1}`}
          >
            {(m, i) => (
              <>
                {text(`Membership ${i + 1} name`, ['membership', i, 'name'], { maxLength: 80 })}
                {number(`Membership ${i + 1} price in pounds`, ['membership', i, 'price'], '0.01')}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    update(
                      ['membership'],
                      form.membership.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {m.name || `membership ${i + 1}`}</span>
                </button>
              </>
            )}
          </SortableList>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => update(['membership'], [...form.membership, { name: '', price: 0 }])}
          >
            Add a kind of membership
          </button>
          {number(settingsLabels.freeMembershipHours, ['freeMembershipHours'])}
        </fieldset>
        <fieldset>
          <legend>Map and opening hours</legend>
          {number(settingsLabels['geo.lat'], ['geo', 'lat'], 'any', -90)}
          {number(settingsLabels['geo.lng'], ['geo', 'lng'], 'any', -180)}
          <ListField
            label={settingsLabels.openingHours}
            items={form.openingHours ?? []}
            onChange={(hours) => update(['openingHours'], hours)}
            itemLabel={(_, i) => `opening hours ${i + 1}`}
            newItem={() => ({ days: [], opens: '11:00', closes: '16:30', text: '' })}
            addLabel="Add opening hours"
          >
            {(hours, i) => (
              <>
                <fieldset>
                  <legend>Opening hours {i + 1}: days</legend>
                  {weekdays.map((day) => (
                    <ChoiceField
                      key={day}
                      label={day}
                      checked={hours.days.includes(day)}
                      onChange={(e) =>
                        update(
                          ['openingHours', i, 'days'],
                          weekdays.filter((d) => (d === day ? e.target.checked : hours.days.includes(d))),
                        )
                      }
                    />
                  ))}
                  {site.fieldErrors[`openingHours.${i}.days`] && (
                    <p className="field-error" role="alert">
                      {site.fieldErrors[`openingHours.${i}.days`]}
                    </p>
                  )}
                </fieldset>
                {text(`Opening hours ${i + 1}: opens`, ['openingHours', i, 'opens'], { type: 'time', maxLength: 5 })}
                {text(`Opening hours ${i + 1}: closes`, ['openingHours', i, 'closes'], { type: 'time', maxLength: 5 })}
                {text(`Opening hours ${i + 1}: in words`, ['openingHours', i, 'text'], { maxLength: 300 })}
              </>
            )}
          </ListField>
        </fieldset>
        <fieldset>
          <legend>Donations</legend>
          {number(settingsLabels['donation.target'], ['donation', 'target'])}
          {text(settingsLabels['donation.purpose'], ['donation', 'purpose'], {
            maxLength: 200,
            hint: 'shown under the target',
          })}
          {number(settingsLabels['donation.raised'], ['donation', 'raised'])}
          {text(settingsLabels['donation.paymentUrl'], ['donation', 'paymentUrl'], { hint: linkHint })}
          {text(settingsLabels['donation.bank.accountName'], ['donation', 'bank', 'accountName'])}
          {text(settingsLabels['donation.bank.sortCode'], ['donation', 'bank', 'sortCode'], { maxLength: 20 })}
          {text(settingsLabels['donation.bank.accountNumber'], ['donation', 'bank', 'accountNumber'], {
            maxLength: 20,
          })}
          {text(settingsLabels['donation.bank.reference'], ['donation', 'bank', 'reference'], { maxLength: 40 })}
        </fieldset>
        <EditorActions {...actions} />
      </form>
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
