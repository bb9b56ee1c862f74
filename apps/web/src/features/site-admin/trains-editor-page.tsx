import { Link } from 'react-router';
import { trainsKey } from '@lmr/shared/site-keys';
import { type SiteTrain, type SiteTrains, siteTrainsDocument } from '@lmr/shared/site-lists';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField, PictureWithWords } from './list-field.tsx';
import type { SiteEditorFields } from './use-site-item.ts';
import { trainFields } from '@lmr/shared/list-words';

type Fields = SiteEditorFields<SiteTrains>;
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

/** What the colour field shows before one is chosen: the colour visitors see behind an engine's picture. */
const defaultColour = '#863a37';

/** One engine's or vehicle's fields: its name, story, picture, specification table and gallery. */
function TrainFields({
  fields,
  list,
  what,
  train,
  i,
}: {
  fields: Fields;
  list: List;
  what: string;
  train: SiteTrain;
  i: number;
}) {
  const at = `${list}.${i}` as const;
  const label = (field: string) => `${what} ${i + 1} ${field}`;
  const name = train.name || `${what.toLowerCase()} ${i + 1}`;
  const colour = fields.value(`${at}.colour`);
  return (
    <fieldset className="list-item-fields">
      <legend>
        {what} {i + 1}
      </legend>
      <Field label={label(trainFields.name)} {...fields.text(`${at}.name`)} />
      <Field label={label(trainFields.text)} multiline rows={3} {...fields.text(`${at}.text`)} />
      <PictureWithWords
        fields={fields}
        label={label(trainFields.picture)}
        picture={`${at}.picture`}
        words={`${at}.pictureAlt`}
      />
      {list === 'locomotives' && (
        <Field
          label={label(trainFields.colour)}
          type="color"
          value={colour.value || defaultColour}
          onChange={(e) => colour.onChange(e.target.value)}
          error={colour.error}
        />
      )}
      <fieldset>
        <legend>
          {name}: {trainFields.specs}
        </legend>
        <ListField
          key={`${at}.specs`}
          fields={fields}
          name={`${at}.specs`}
          label={`${name} ${trainFields.specs}`}
          itemLabel={(row, j) => row.label || `row ${j + 1}`}
          newItem={() => ({ label: '', value: '' })}
          addLabel={`Add a row to ${name}’s specification`}
        >
          {(_, j) => (
            <>
              <Field label={`${name} row ${j + 1} label`} {...fields.text(`${at}.specs.${j}.label`)} />
              <Field label={`${name} row ${j + 1} value`} {...fields.text(`${at}.specs.${j}.value`)} />
            </>
          )}
        </ListField>
      </fieldset>
      <fieldset>
        <legend>
          {name}: {trainFields.gallery}
        </legend>
        <ListField
          key={`${at}.gallery`}
          fields={fields}
          name={`${at}.gallery`}
          label={`${name} ${trainFields.gallery}`}
          itemLabel={(picture, j) => picture.caption || `picture ${j + 1}`}
          newItem={() => ({ picture: '', alt: '', caption: '' })}
          addLabel={`Add a picture to ${name}’s gallery`}
        >
          {(_, j) => (
            <>
              <PictureWithWords
                fields={fields}
                label={`${name} gallery picture ${j + 1}`}
                picture={`${at}.gallery.${j}.picture`}
                words={`${at}.gallery.${j}.alt`}
              />
              <Field
                label={`${name} gallery picture ${j + 1} caption`}
                multiline
                rows={3}
                {...fields.text(`${at}.gallery.${j}.caption`)}
              />
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
    <ItemEditorPage
      itemKey={trainsKey}
      schema={siteTrainsDocument}
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
                fields={fields}
                name={list}
                label={title}
                itemLabel={(train, i) => train.name || `${what.toLowerCase()} ${i + 1}`}
                newItem={newTrain}
                addLabel={`Add a ${what.toLowerCase()}`}
              >
                {(train, i) => <TrainFields fields={fields} list={list} what={what} train={train} i={i} />}
              </ListField>
            </fieldset>
          ))}
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(TrainsEditorPage);
