import { Link } from 'react-router';
import { homeKey } from '@lmr/shared/site-keys';
import { siteHomeDocument } from '@lmr/shared/site-lists';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, PictureWithWords } from './list-field.tsx';
import { PictureField } from './picture-field.tsx';
import { linkHint } from './link-hint.ts';
import { homeBannerLabels, homeCardWords } from '@lmr/shared/list-words';

const cardLabel = (i: number, field: keyof typeof homeCardWords.fields) =>
  `Card ${i + 1} ${homeCardWords.fields[field]}`;

function HomeEditorPage() {
  return (
    <ItemEditorPage
      itemKey={homeKey}
      schema={siteHomeDocument}
      previewPath="/"
      title="Edit Home page banner and cards"
      description="The home page's banner picture and its cards."
      intro={
        <>
          The banner picture and the cards under “More to see” on the <Link to="/">Home page</Link>. The banner’s
          heading and the words under it are the Home page’s, in Pages; the line under the heading is the tagline, in
          Settings.
        </>
      }
    >
      {(fields) => (
        <>
          <fieldset>
            <legend>Banner</legend>
            <PictureWithWords
              fields={fields}
              label={homeBannerLabels['banner.picture']}
              picture="banner.picture"
              words="banner.alt"
            />
          </fieldset>
          <fieldset>
            <legend>Cards</legend>
            <ListField
              fields={fields}
              name="cards"
              label="Home page cards"
              itemLabel={(card, i) => card.title || `card ${i + 1}`}
              newItem={() => ({ title: '', text: '', link: '', picture: '', specialDays: false })}
              addLabel="Add a card"
            >
              {(_, i) => (
                <>
                  <Field label={cardLabel(i, 'title')} {...fields.text(`cards.${i}.title`)} />
                  <Field label={cardLabel(i, 'text')} multiline rows={3} {...fields.text(`cards.${i}.text`)} />
                  <Field label={`${cardLabel(i, 'link')} (${linkHint})`} {...fields.text(`cards.${i}.link`)} />
                  <PictureField
                    label={`${cardLabel(i, 'picture')} (it decorates the card, so it needs no description)`}
                    {...fields.value(`cards.${i}.picture`)}
                  />
                  <ChoiceField
                    label={`Card ${i + 1}: ${homeCardWords.fields.specialDays}`}
                    {...fields.checkbox(`cards.${i}.specialDays`)}
                  />
                </>
              )}
            </ListField>
          </fieldset>
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(HomeEditorPage);
