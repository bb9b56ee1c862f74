import { Link } from 'react-router';
import { linksKey } from '@lmr/shared/site-keys';
import { siteLinksDocument } from '@lmr/shared/site-lists';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField } from './list-field.tsx';
import { linkHint } from './link-hint.ts';
import { linkWords } from '@lmr/shared/list-words';

function LinksEditorPage() {
  return (
    <ItemEditorPage
      itemKey={linksKey}
      schema={siteLinksDocument}
      previewPath="/other-links"
      title="Edit Other Links"
      description="The links to other sites on the Other Links page."
      intro={
        <>
          The links on the <Link to="/other-links">Other Links page</Link>, in this order. A link is shown once it has
          both its words and its address.
        </>
      }
    >
      {(fields) => (
        <ListField
          fields={fields}
          name="links"
          label="Links"
          itemLabel={(link, i) => link.label || `link ${i + 1}`}
          newItem={() => ({ label: '', url: '', description: '' })}
          addLabel="Add a link"
        >
          {(_, i) => (
            <>
              <Field label={`Link ${i + 1} ${linkWords.fields.label}`} {...fields.text(`links.${i}.label`)} />
              <Field label={`Link ${i + 1} ${linkWords.fields.url} (${linkHint})`} {...fields.text(`links.${i}.url`)} />
              <Field
                label={`Link ${i + 1} ${linkWords.fields.description}`}
                multiline
                rows={3}
                {...fields.text(`links.${i}.description`)}
              />
            </>
          )}
        </ListField>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(LinksEditorPage);
