import { Link } from 'react-router';
import { trainsKey } from '@lmr/shared/site-keys';
import type { SiteTrain, SiteTrains } from '@lmr/shared/site-lists';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, pictureWithWords } from './list-field.tsx';

type Fields = Parameters<Parameters<typeof ItemEditorPage<SiteTrains>>[0]['children']>[0];
type List = 'locomotives' | 'rollingStock';

const newTrain = (): SiteTrain => ({
  id: `train-${Date.now().toString(36)}`,
  name: '',
  text: '',
  specs: [],
  picture: '',
  pictureAlt: '',
  colour: '',
  gallery: [],
});

/** One engine's or vehicle's fields: its name, story, picture, specification table and gallery. */
function trainFields(fields: Fields, list: List, what: string, train: SiteTrain, i: number) {
  const place = (...rest: (string | number)[]) => [list, i, ...rest];
  const label = (field: string) => `${what} ${i + 1} ${field}`;
  const name = train.name || `${what.toLowerCase()} ${i + 1}`;
  return (
    <fieldset className="list-item-fields">
      <legend>
        {what} {i + 1}
      </legend>
      {fields.text(label('name'), place('name'), { maxLength: 100 })}
      {fields.text(label('story'), place('text'), { maxLength: 5000, multiline: true })}
      {pictureWithWords(fields, label('picture'), train.picture, place('picture'), place('pictureAlt'))}
      {list === 'locomotives' && (
        <Field
          label={label('colour behind the picture')}
          type="color"
          value={train.colour || '#863a37'}
          onChange={(e) => fields.update(place('colour'), e.target.value)}
          error={fields.errors[place('colour').join('.')]}
        />
      )}
      <fieldset>
        <legend>{name}: specification</legend>
        <ListField
          label={`${name} specification`}
          items={train.specs}
          onChange={(specs) => fields.update(place('specs'), specs)}
          itemLabel={(row, j) => row.label || `row ${j + 1}`}
          newItem={() => ({ label: '', value: '' })}
          addLabel={`Add a row to ${name}’s specification`}
        >
          {(_, j) => (
            <>
              {fields.text(`${name} row ${j + 1} label`, place('specs', j, 'label'), { maxLength: 100 })}
              {fields.text(`${name} row ${j + 1} value`, place('specs', j, 'value'), { maxLength: 300 })}
            </>
          )}
        </ListField>
      </fieldset>
      <fieldset>
        <legend>{name}: gallery</legend>
        <ListField
          label={`${name} gallery`}
          items={train.gallery}
          onChange={(gallery) => fields.update(place('gallery'), gallery)}
          itemLabel={(picture, j) => picture.caption || `picture ${j + 1}`}
          newItem={() => ({ picture: '', alt: '', caption: '' })}
          addLabel={`Add a picture to ${name}’s gallery`}
        >
          {(picture, j) => (
            <>
              {pictureWithWords(
                fields,
                `${name} gallery picture ${j + 1}`,
                picture.picture,
                place('gallery', j, 'picture'),
                place('gallery', j, 'alt'),
              )}
              {fields.text(`${name} gallery picture ${j + 1} caption`, place('gallery', j, 'caption'), {
                maxLength: 500,
                multiline: true,
              })}
            </>
          )}
        </ListField>
      </fieldset>
    </fieldset>
  );
}

function TrainsEditorPage() {
  const lists: [List, string, string][] = [
    ['locomotives', 'Locomotives', 'Locomotive'],
    ['rollingStock', 'More rolling stock', 'Vehicle'],
  ];
  return (
    <ItemEditorPage<SiteTrains>
      itemKey={trainsKey}
      previewPath="/trains"
      title="Edit Rolling Stock"
      description="The locomotives and rolling stock on the Rolling Stock page."
      intro={
        <>
          The engines and vehicles on the <Link to="/trains">Rolling Stock page</Link>, each list in this order. A
          specification row left without a value is not shown. The page’s heading and the words under it are the{' '}
          <Link to="/admin/site/pages/rolling-stock">Rolling Stock page’s</Link>.
        </>
      }
    >
      {(fields) => (
        <>
          {lists.map(([list, title, what]) => (
            <fieldset key={list}>
              <legend>{title}</legend>
              <ListField
                label={title}
                items={fields.form[list]}
                onChange={(trains) => fields.update([list], trains)}
                itemLabel={(train, i) => train.name || `${what.toLowerCase()} ${i + 1}`}
                newItem={newTrain}
                addLabel={`Add a ${what.toLowerCase()}`}
              >
                {(train, i) => trainFields(fields, list, what, train, i)}
              </ListField>
            </fieldset>
          ))}
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(TrainsEditorPage);
