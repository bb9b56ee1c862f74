import { Link } from 'react-router';
import { homeKey } from '@lmr/shared/site-keys';
import type { SiteHome } from '@lmr/shared/site-lists';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, pictureWithWords } from './list-field.tsx';
import { PictureField } from './picture-field.tsx';
import { linkHint } from './link-hint.ts';

function HomeEditorPage() {
  return (
    <ItemEditorPage<SiteHome>
      itemKey={homeKey}
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
            {pictureWithWords(
              fields,
              'Banner picture',
              fields.form.banner.picture,
              ['banner', 'picture'],
              ['banner', 'alt'],
            )}
          </fieldset>
          <fieldset>
            <legend>Cards</legend>
            <ListField
              label="Home page cards"
              items={fields.form.cards}
              onChange={(cards) => fields.update(['cards'], cards)}
              itemLabel={(card, i) => card.title || `card ${i + 1}`}
              newItem={() => ({ title: '', text: '', link: '', picture: '', specialDays: false })}
              addLabel="Add a card"
            >
              {(card, i) => (
                <>
                  {fields.text(`Card ${i + 1} title`, ['cards', i, 'title'], { maxLength: 100 })}
                  {fields.text(`Card ${i + 1} words`, ['cards', i, 'text'], { maxLength: 300, multiline: true })}
                  {fields.text(`Card ${i + 1} leads to`, ['cards', i, 'link'], { hint: linkHint })}
                  <PictureField
                    label={`Card ${i + 1} picture (it decorates the card, so it needs no description)`}
                    address={card.picture}
                    onChange={(address) => fields.update(['cards', i, 'picture'], address)}
                    error={fields.errors[`cards.${i}.picture`]}
                  />
                  {fields.checkbox(`Card ${i + 1}: list the coming special running days`, ['cards', i, 'specialDays'])}
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
