import { Link } from 'react-router';
import type { SiteSponsors } from '@lmr/shared/site-content';
import { sponsorsKey } from '@lmr/shared/site-keys';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField } from './list-field.tsx';
import { PictureField } from './picture-field.tsx';
import { linkHint } from './link-hint.ts';

const optionalLink = { hint: `${linkHint}, optional` };

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
          sponsor name is also what visitors who cannot see it hear; a logo without one is heard as a supporter’s logo.
        </>
      }
    >
      {({ form, errors, update, text }) => (
        <>
          <fieldset>
            <legend>Logos</legend>
            <ListField
              label="Sponsor logos"
              items={form.logos}
              onChange={(logos) => update(['logos'], logos)}
              itemLabel={(s, i) => s.name || `logo ${i + 1}`}
              newItem={() => ({ name: '', logo: '', link: '' })}
              addLabel="Add a logo"
            >
              {(sponsor, i) => (
                <>
                  {text(`Logo ${i + 1} sponsor name`, ['logos', i, 'name'])}
                  <PictureField
                    label={`Logo ${i + 1} picture`}
                    address={sponsor.logo}
                    onChange={(address) => update(['logos', i, 'logo'], address)}
                    error={errors[`logos.${i}.logo`]}
                  />
                  {text(`Logo ${i + 1} link`, ['logos', i, 'link'], optionalLink)}
                </>
              )}
            </ListField>
          </fieldset>
          <fieldset>
            <legend>Names without a logo</legend>
            <ListField
              label="Sponsor names"
              items={form.names}
              onChange={(names) => update(['names'], names)}
              itemLabel={(s, i) => s.name || `sponsor ${i + 1}`}
              newItem={() => ({ name: '', link: '' })}
              addLabel="Add a name"
            >
              {(_, i) => (
                <>
                  {text(`Sponsor ${i + 1} name`, ['names', i, 'name'])}
                  {text(`Sponsor ${i + 1} link`, ['names', i, 'link'], optionalLink)}
                </>
              )}
            </ListField>
          </fieldset>
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(SponsorsEditorPage);
