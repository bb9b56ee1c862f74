import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  type AdminBooking,
  type AdminDeparture,
  bookableDayRequest,
  bookingRules,
  carriageRequest,
  ticketTypeNames,
  ticketTypes,
} from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ChoiceField, Field, SelectField } from '../../components/ui/form-field.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { rangeOf } from '../../components/ui/schema-limits.ts';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import type { FieldBinding } from '../../components/ui/use-schema-form.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import * as api from './api.ts';
import { BuyerDataSection } from './buyer-data-admin.tsx';
import { FindBookingSection } from './booking-orders-admin.tsx';
import { DepartureManifestSection } from './departure-manifest.tsx';
import { bookableDayForm, carriageForm, departureChangeForm, windowValues } from './booking-forms.ts';
import { WaitingListSection } from './waiting-list-admin-section.tsx';
import './booking.css';

/** A number field's props: the shared schema's least and most, and the form's binding of the same name. */
const numberField = <S extends z.ZodObject, K extends keyof S['shape'] & string>(
  schema: S,
  key: K,
  field: (name: K) => FieldBinding,
) => ({ type: 'number', ...rangeOf(schema, key), ...field(key) });

const priceList = (prices: AdminBooking['days'][number]['prices']) =>
  ticketTypeNames.map((t) => `${ticketTypes[t].label} ${formatPence(prices[t])}`).join(', ');

function CarriagesSection({ data, actions }: { data: AdminBooking; actions: ScreenActions }) {
  return (
    <section aria-labelledby="carriages">
      <h2 id="carriages">Carriages</h2>
      <p>
        The carriages are the <Link to="/admin/site/trains">Rolling Stock</Link> list’s. Give each its seats and
        wheelchair spaces: a train’s seats are those of the carriages in it.
      </p>
      <ul className="booking-carriages">
        {data.carriages.map((c) => (
          <li key={c.id}>
            <SchemaActionForm
              className="booking-form"
              title={c.name}
              actions={actions}
              schema={carriageForm}
              values={{ seats: String(c.seats), wheelchairSpaces: String(c.wheelchairSpaces) }}
              build={(body) => ({ call: () => api.setCarriage(c.id, body), done: `${c.name} saved.` })}
              submitLabel={`Save ${c.name}`}
            >
              {(field) => (
                <>
                  <Field label="Seats" {...numberField(carriageRequest, 'seats', field)} />
                  <Field label="Wheelchair spaces" {...numberField(carriageRequest, 'wheelchairSpaces', field)} />
                </>
              )}
            </SchemaActionForm>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The make-up's carriages as checkboxes, and the sales window's numbers. */
type TrainField = 'carriages' | 'salesOpenDaysBefore' | 'salesCloseMinutesBefore' | 'maxSeatsPerOrder';

function TrainFields({ data, field: at }: { data: AdminBooking; field: (name: TrainField) => FieldBinding }) {
  const errorId = useId();
  const { error, ...carriages } = at('carriages');
  return (
    <>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Carriages</legend>
        {data.carriages.map((c) => (
          <ChoiceField
            key={c.id}
            value={c.id}
            label={`${c.name} (${c.seats} seats, ${c.wheelchairSpaces} wheelchair spaces)`}
            {...carriages}
          />
        ))}
        <FieldError id={errorId} error={error} announce />
      </fieldset>
      <Field
        label="Sales open, days before the train"
        {...numberField(bookableDayRequest, 'salesOpenDaysBefore', at)}
      />
      <Field
        label="Sales close, minutes before the train"
        {...numberField(bookableDayRequest, 'salesCloseMinutesBefore', at)}
      />
      <Field label="Most seats in one booking" {...numberField(bookableDayRequest, 'maxSeatsPerOrder', at)} />
    </>
  );
}

function MakeBookableSection({ data, actions }: { data: AdminBooking; actions: ScreenActions }) {
  const bookable = new Set(data.departures.map((d) => d.date));
  const days = data.days.filter((d) => !bookable.has(d.date));
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="make-bookable">
      <h2 id="make-bookable">Make a day’s trains bookable</h2>
      <p>
        Each ticket’s price is the day’s fare in its <Link to="/admin/timetable">timetable pattern</Link>.
      </p>
      <SchemaActionForm
        className="booking-form"
        label="Make a day’s trains bookable"
        actions={actions}
        schema={bookableDayForm}
        defaultValues={{ date: days[0]!.date, carriages: [], ...windowValues(bookingRules.defaults) }}
        build={(body) => ({
          call: () => api.makeDayBookable(body),
          done: `The trains of ${longDate(body.date)} can be booked.`,
        })}
        submitLabel="Make its trains bookable"
      >
        {(field) => (
          <>
            <SelectField label="Running day" {...field('date')}>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {longDate(d.date)}: {d.patternName}, {d.times.length} trains ({priceList(d.prices)})
                </option>
              ))}
            </SelectField>
            <TrainFields data={data} field={field} />
          </>
        )}
      </SchemaActionForm>
    </section>
  );
}

function ChangeDialog({
  departure,
  data,
  actions,
  onClose,
}: {
  departure: AdminDeparture;
  data: AdminBooking;
  actions: ScreenActions;
  onClose: () => void;
}) {
  const when = `${longDate(departure.date)}, ${departure.time}`;
  return (
    <ModalDialog open title={`The ${when} train`} onClose={onClose} maxWidth={560}>
      <SchemaActionForm
        className="booking-form"
        label={`The ${when} train`}
        actions={actions}
        schema={departureChangeForm}
        values={{ carriages: departure.carriages, ...windowValues(departure) }}
        build={(body) => ({
          call: () => api.changeDeparture(departure.id, body),
          done: `The ${when} train is saved.`,
          then: onClose,
        })}
        submitLabel="Save"
      >
        {(field) => <TrainFields data={data} field={field} />}
      </SchemaActionForm>
    </ModalDialog>
  );
}

function DeparturesSection({ data, actions }: { data: AdminBooking; actions: ScreenActions }) {
  const [changing, setChanging] = useState<AdminDeparture | null>(null);
  const [showing, setShowing] = useState<AdminDeparture | null>(null);
  const names = new Map(data.carriages.map((c) => [c.id, c.name]));
  return (
    <section aria-labelledby="bookable-trains">
      <h2 id="bookable-trains">Bookable trains</h2>
      {data.departures.length === 0 && <p>No trains can be booked yet.</p>}
      {data.departures.length > 0 && (
        <DataTable
          label="Bookable trains with their seats sold, held and free"
          rows={data.departures}
          columns={[
            { header: 'Train', rowHeader: true, cell: (d) => `${longDate(d.date)}, ${d.time}` },
            { header: 'Carriages', cell: (d) => d.carriages.map((id) => names.get(id) ?? id).join(', ') },
            { header: 'Seats', cell: (d) => d.seats },
            { header: 'Sold', cell: (d) => d.seatsSold },
            { header: 'Held', cell: (d) => d.seatsHeld },
            { header: 'Free', cell: (d) => Math.max(0, d.seats - d.seatsSold - d.seatsHeld) },
            { header: 'Wheelchair spaces taken', cell: (d) => `${d.wheelchairSpacesTaken} of ${d.wheelchairSpaces}` },
            {
              header: 'Change',
              hiddenHeader: true,
              cell: (d) => (
                <div className="actions">
                  <button type="button" aria-pressed={showing?.id === d.id} onClick={() => setShowing(d)}>
                    Manifest of the {d.time} train
                  </button>
                  <button type="button" onClick={() => setChanging(d)}>
                    Change the {d.time} train
                  </button>
                  <button
                    type="button"
                    onClick={() =>
                      actions.askFirst(`Stop the ${longDate(d.date)}, ${d.time} train being bookable?`, {
                        call: () => api.removeDeparture(d.id),
                        done: `The ${d.time} train can no longer be booked.`,
                      })
                    }
                  >
                    Remove the {d.time} train
                  </button>
                </div>
              ),
            },
          ]}
        />
      )}
      {showing && <DepartureManifestSection departure={showing} />}
      {changing && (
        <ChangeDialog departure={changing} data={data} actions={actions} onClose={() => setChanging(null)} />
      )}
    </section>
  );
}

/** Event-train booking: carriages' seats, which days' trains are bookable, and what each has sold. */
function AdminBookingPage() {
  const { data, isPending, isError } = useQuery(api.adminBookingQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(api.adminBookingQuery.queryKey, show);
  return (
    <article className="page booking">
      <PageMeta title="Booking" description="Seats on event trains." noindex />
      <h1>Booking</h1>
      <p>
        Visitors book at <Link to="/book">/book</Link> and pay at the station. A hold keeps seats for{' '}
        {bookingRules.holdMinutes} minutes while they give their details.
      </p>
      <Alert feedback={feedback} />
      {isPending && <p role="status">Loading…</p>}
      {isError && <p>This could not be loaded just now.</p>}
      {data && (
        <>
          <DeparturesSection data={data} actions={actions} />
          <WaitingListSection departures={data.departures} />
          <FindBookingSection data={data} actions={actions} />
          <BuyerDataSection actions={actions} />
          <MakeBookableSection data={data} actions={actions} />
          <CarriagesSection data={data} actions={actions} />
        </>
      )}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(AdminBookingPage);
