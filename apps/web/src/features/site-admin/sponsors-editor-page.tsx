import { Link } from 'react-router';
import { siteSponsorsDocument } from '@lmr/shared/site-content';
import { sponsorsKey } from '@lmr/shared/site-keys';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField } from './list-field.tsx';
import { PictureField } from './picture-field.tsx';
import { linkHint } from './link-hint.ts';
import { sponsorLogoWords, sponsorNameWords } from '@lmr/shared/list-words';

const optionalLink = `(${linkHint}, optional)`;
const logoLabel = (i: number, field: keyof typeof sponsorLogoWords.fields) =>
  `Logo ${i + 1} ${sponsorLogoWords.fields[field]}`;
const nameLabel = (i: number, field: keyof typeof sponsorNameWords.fields) =>
  `Sponsor ${i + 1} ${sponsorNameWords.fields[field]}`;

function SponsorsEditorPage() {
  return (
    <ItemEditorPage
      itemKey={sponsorsKey}
      schema={siteSponsorsDocument}
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
      {(fields) => (
        <>
          <fieldset>
            <legend>Logos</legend>
            <ListField
              fields={fields}
              name="logos"
              label="Sponsor logos"
              itemLabel={(s, i) => s.name || `logo ${i + 1}`}
              newItem={() => ({ name: '', logo: '', link: '' })}
              addLabel="Add a logo"
            >
              {(_, i) => (
                <>
                  <Field label={logoLabel(i, 'name')} {...fields.text(`logos.${i}.name`)} />
                  <PictureField label={logoLabel(i, 'logo')} {...fields.value(`logos.${i}.logo`)} />
                  <Field label={`${logoLabel(i, 'link')} ${optionalLink}`} {...fields.text(`logos.${i}.link`)} />
                </>
              )}
            </ListField>
          </fieldset>
          <fieldset>
            <legend>Names without a logo</legend>
            <ListField
              fields={fields}
              name="names"
              label="Sponsor names"
              itemLabel={(s, i) => s.name || `sponsor ${i + 1}`}
              newItem={() => ({ name: '', link: '' })}
              addLabel="Add a name"
            >
              {(_, i) => (
                <>
                  <Field label={nameLabel(i, 'name')} {...fields.text(`names.${i}.name`)} />
                  <Field label={`${nameLabel(i, 'link')} ${optionalLink}`} {...fields.text(`names.${i}.link`)} />
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
