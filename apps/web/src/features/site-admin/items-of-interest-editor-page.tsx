import { Link } from 'react-router';
import { itemsOfInterestKey } from '@lmr/shared/site-keys';
import { siteItemsOfInterestDocument } from '@lmr/shared/site-lists';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, PictureWithWords } from './list-field.tsx';
import { interestItemWords } from '@lmr/shared/list-words';

const fieldLabel = (i: number, field: keyof typeof interestItemWords.fields) =>
  `Item ${i + 1} ${interestItemWords.fields[field]}`;

function ItemsOfInterestEditorPage() {
  return (
    <ItemEditorPage
      itemKey={itemsOfInterestKey}
      schema={siteItemsOfInterestDocument}
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
          fields={fields}
          name="items"
          label="Items of interest"
          itemLabel={(item, i) => item.title || `item ${i + 1}`}
          newItem={() => ({ title: '', text: '', picture: '', pictureAlt: '' })}
          addLabel="Add an item"
        >
          {(_, i) => (
            <>
              <Field label={fieldLabel(i, 'title')} {...fields.text(`items.${i}.title`)} />
              <Field label={fieldLabel(i, 'text')} multiline rows={3} {...fields.text(`items.${i}.text`)} />
              <PictureWithWords
                fields={fields}
                label={fieldLabel(i, 'picture')}
                picture={`items.${i}.picture`}
                words={`items.${i}.pictureAlt`}
              />
            </>
          )}
        </ListField>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(ItemsOfInterestEditorPage);
