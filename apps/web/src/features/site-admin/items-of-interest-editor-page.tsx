import { Link } from 'react-router';
import { itemsOfInterestKey } from '@lmr/shared/site-keys';
import type { SiteItemsOfInterest } from '@lmr/shared/site-lists';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, pictureWithWords } from './list-field.tsx';

function ItemsOfInterestEditorPage() {
  return (
    <ItemEditorPage<SiteItemsOfInterest>
      itemKey={itemsOfInterestKey}
      previewPath="/ItemsofInterest"
      title="Edit Items of Interest"
      description="The things to look out for on the Items of Interest page."
      intro={
        <>
          The things to look out for on the <Link to="/ItemsofInterest">Items of Interest page</Link>, in this order,
          under the page’s own words (edited in Pages). A blank line in the words starts a new paragraph.
        </>
      }
    >
      {(fields) => (
        <ListField
          label="Items of interest"
          items={fields.form.items}
          onChange={(items) => fields.update(['items'], items)}
          itemLabel={(item, i) => item.title || `item ${i + 1}`}
          newItem={() => ({ title: '', text: '', picture: '', pictureAlt: '' })}
          addLabel="Add an item"
        >
          {(item, i) => (
            <>
              {fields.text(`Item ${i + 1} title`, ['items', i, 'title'])}
              {fields.text(`Item ${i + 1} words`, ['items', i, 'text'], { maxLength: 3000, multiline: true })}
              {pictureWithWords(
                fields,
                `Item ${i + 1} picture`,
                item.picture,
                ['items', i, 'picture'],
                ['items', i, 'pictureAlt'],
              )}
            </>
          )}
        </ListField>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(ItemsOfInterestEditorPage);
