import { Link } from 'react-router';
import type { SiteSponsors } from '@lmr/shared/site-content';
import { sponsorsKey } from '@lmr/shared/site-keys';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage, RemoveButton, without } from './item-editor.tsx';
import { PictureField } from './picture-field.tsx';
import { SortableList } from './sortable-list.tsx';

const linkHint = { type: 'url', hint: 'https:// address, optional' };

function SponsorsEditorPage() {
  return (
    <ItemEditorPage<SiteSponsors>
      itemKey={sponsorsKey}
      previewPath="/sponsors"
      title="Edit Sponsors"
      description="The sponsors thanked on the Sponsors page."
      intro={
        <>
          The logos and names on the <Link to="/sponsors">Sponsors page</Link>, each list in this order. A logo’s
          sponsor name is also what visitors who cannot see it hear.
        </>
      }
    >
      {({ form, errors, update, text }) => (
        <>
          <fieldset>
            <legend>Logos</legend>
            <SortableList
              label="Sponsor logos"
              items={form.logos}
              onChange={(logos) => update(['logos'], logos)}
              itemLabel={(s, i) => s.name || `logo ${i + 1}`}
            >
              {(sponsor, i) => (
                <div className="list-item-fields">
                  {text(`Logo ${i + 1} sponsor name`, ['logos', i, 'name'])}
                  <PictureField
                    label={`Logo ${i + 1} picture`}
                    address={sponsor.logo}
                    onChange={(address) => update(['logos', i, 'logo'], address)}
                    error={errors[`logos.${i}.logo`]}
                  />
                  {text(`Logo ${i + 1} link`, ['logos', i, 'link'], linkHint)}
                  <RemoveButton
                    name={sponsor.name || `logo ${i + 1}`}
                    onRemove={() => update(['logos'], without(form.logos, i))}
                  />
                </div>
              )}
            </SortableList>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => update(['logos'], [...form.logos, { name: '', logo: '', link: '' }])}
            >
              Add a logo
            </button>
          </fieldset>
          <fieldset>
            <legend>Names without a logo</legend>
            <SortableList
              label="Sponsor names"
              items={form.names}
              onChange={(names) => update(['names'], names)}
              itemLabel={(s, i) => s.name || `sponsor ${i + 1}`}
            >
              {(sponsor, i) => (
                <div className="list-item-fields">
                  {text(`Sponsor ${i + 1} name`, ['names', i, 'name'])}
                  {text(`Sponsor ${i + 1} link`, ['names', i, 'link'], linkHint)}
                  <RemoveButton
                    name={sponsor.name || `sponsor ${i + 1}`}
                    onRemove={() => update(['names'], without(form.names, i))}
                  />
                </div>
              )}
            </SortableList>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => update(['names'], [...form.names, { name: '', link: '' }])}
            >
              Add a name
            </button>
          </fieldset>
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(SponsorsEditorPage);
