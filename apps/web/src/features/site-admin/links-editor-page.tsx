import { Link } from 'react-router';
import { linksKey } from '@lmr/shared/site-keys';
import type { SiteLinks } from '@lmr/shared/site-lists';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField } from './list-field.tsx';
import { linkHint } from './link-hint.ts';

function LinksEditorPage() {
  return (
    <ItemEditorPage<SiteLinks>
      itemKey={linksKey}
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
      {({ form, update, text }) => (
        <ListField
          label="Links"
          items={form.links}
          onChange={(links) => update(['links'], links)}
          itemLabel={(link, i) => link.label || `link ${i + 1}`}
          newItem={() => ({ label: '', url: '', description: '' })}
          addLabel="Add a link"
        >
          {(_, i) => (
            <>
              {text(`Link ${i + 1} words`, ['links', i, 'label'])}
              {text(`Link ${i + 1} address`, ['links', i, 'url'], { hint: linkHint })}
              {text(`Link ${i + 1} description`, ['links', i, 'description'], { maxLength: 500, multiline: true })}
            </>
          )}
        </ListField>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(LinksEditorPage);
