import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  type BookingDay,
  bookingMessages,
  bookingWords,
  checkedTickets,
  type Order,
  buyerRequest,
  priceOf,
  type Tickets,
  ticketCountRules,
  ticketTypeNames,
  ticketTypes,
  ticketsSchema,
} from '@lmr/shared/booking';
import { cancelledDayMessages, cancelledTrainWords } from '@lmr/shared/booking-cancelled-day';
import { longDate } from '@lmr/shared/day-text';
import { formatPence, railwayTimeZone } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { ChoiceField, Field, SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { typedNumber } from '../../components/ui/form-values.ts';
import { limitsAt, maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { bookingDayQuery, bookingDaysQuery, holdSeats, payOrderOnline, reserveOrder } from './api.ts';
import { type Fare, FareChoice, GiftAidFareForm } from './gift-aid-fare.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PayButtons } from './pay-buttons.tsx';
import { JoinWaitingListForm } from './waiting-list-join-form.tsx';
import './booking.css';

/** The tickets form: a number field per ticket type, under the same rules the server applies. */
const ticketsForm = checkedTickets(
  z.object({
    adult: typedNumber(ticketCountRules.adult),
    child: typedNumber(ticketCountRules.child),
    family: typedNumber(ticketCountRules.family),
    babe: typedNumber(ticketCountRules.babe),
    wheelchair: typedNumber(ticketCountRules.wheelchair),
  }),
);
const noTickets = Object.fromEntries(ticketTypeNames.map((t) => [t, '0'])) as Record<
  (typeof ticketTypeNames)[number],
  string
>;

const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: railwayTimeZone });

function seatsText(d: BookingDay['departures'][number], paused: boolean) {
  if (paused) return cancelledTrainWords.pausedTrain;
  if (!d.onSale) return 'not on sale';
  if (d.seatsLeft === 0) return 'sold out';
  const wheelchair = d.wheelchairSpacesLeft > 0 ? `, wheelchair space free` : '';
  return `${d.seatsLeft} ${d.seatsLeft === 1 ? 'seat' : 'seats'} left${wheelchair}`;
}

/** The train and tickets asked for when the train lacks the seats: its waiting list is offered for them. */
type WaitFor = { departureId: string; tickets: Tickets };

interface TicketsFormProps {
  day: BookingDay;
  onHeld: (order: Order) => void;
  onFull: (wanted: WaitFor | null) => void;
}

function TicketsForm({ day, onHeld, onFull }: TicketsFormProps) {
  const bookable = day.departures.filter((d) => d.onSale && d.seatsLeft > 0);
  const [departureId, setDepartureId] = useState(bookable[0]?.id ?? '');
  const { field, submitWith, feedback, busy, form } = useSchemaForm(ticketsForm, { defaultValues: noTickets });
  const values = form.watch();
  const total = ticketTypeNames.reduce((sum, t) => sum + (Number(values[t]) || 0) * day.prices[t], 0);
  const onSubmit = submitWith(async (tickets) => {
    onFull(null);
    try {
      onHeld(await holdSeats({ departureId, tickets }));
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'sold_out')) throw err;
      onFull({ departureId, tickets });
      return err.message;
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose your train and tickets">
      {day.salesPaused && <p className="alert alert-info">{cancelledDayMessages.salesPaused}</p>}
      <fieldset className="booking-trains">
        <legend>Train</legend>
        {day.departures.map((d) => (
          <ChoiceField
            key={d.id}
            type="radio"
            name="departure"
            value={d.id}
            checked={departureId === d.id}
            disabled={!d.onSale}
            onChange={() => setDepartureId(d.id)}
            label={`${d.time}: ${seatsText(d, day.salesPaused)}`}
          />
        ))}
      </fieldset>
      <fieldset className="booking-tickets">
        <legend>Tickets</legend>
        {ticketTypeNames.map((t) => (
          <Field
            key={t}
            label={`${ticketTypes[t].label}, ${day.prices[t] ? formatPence(day.prices[t]) : 'free'}`}
            hint={ticketTypes[t].note || undefined}
            type="number"
            inputMode="numeric"
            {...limitsAt(ticketsSchema, t)}
            {...field(t)}
          />
        ))}
      </fieldset>
      <p className="booking-total" aria-live="polite">
        Total: {formatPence(total)}
      </p>
      <SubmitButton busy={busy}>Continue</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}

interface DetailsProps {
  order: Order;
  /** Whether the buyer may pay online now, beside paying at the station (decision 129). */
  payOnline: boolean;
  /** Gift Aid on admission in UK mode, paid online or at the station (decisions 159 and 163). */
  giftAid: BookingDay['giftAid'];
  onReserved: (order: Order) => void;
}

/** The held order, its fare (with Gift Aid beside the standard one, where offered) and the buyer's details. */
export function DetailsForm({ order, payOnline, giftAid, onReserved }: DetailsProps) {
  const [fare, setFare] = useState<Fare>('standard');
  return (
    <>
      <p>{bookingWords.heldFor(clockTime(order.heldUntil))}</p>
      <OrderSummary order={order} />
      {giftAid && (
        <FareChoice
          standardPence={order.totalPence}
          giftAidPence={priceOf(order.tickets, giftAid.prices)}
          fare={fare}
          onChange={setFare}
        />
      )}
      {fare === 'gift-aid' && giftAid ? (
        <GiftAidFareForm order={order} charity={giftAid.charity} payOnline={payOnline} onReserved={onReserved} />
      ) : (
        <BuyerForm order={order} payOnline={payOnline} onReserved={onReserved} />
      )}
    </>
  );
}

function BuyerForm({ order, payOnline, onReserved }: Omit<DetailsProps, 'giftAid'>) {
  const { field, submitWith, feedback, busy } = useSchemaForm(buyerRequest, {
    defaultValues: { name: '', email: '' },
  });
  const onSubmit = submitWith(async (buyer) => onReserved(await reserveOrder(order.reference, buyer)));
  // Card details are given on the payment provider's page only; it sends the buyer back to /book/return.
  const onPayOnline = submitWith(async (buyer) =>
    window.location.assign((await payOrderOnline(order.reference, buyer)).url),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Field label="Name" autoComplete="name" limit={{ max: maxLengthOf(buyerRequest, 'name') }} {...field('name')} />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <PayButtons busy={busy} payOnline={payOnline} onPayOnline={onPayOnline} />
      <Alert feedback={feedback} />
    </form>
  );
}

export function Confirmation({ order }: { order: Order }) {
  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmed">
      <h2 id="booking-confirmed">{bookingWords.confirmed}</h2>
      <p role="status">{bookingMessages.reserved}</p>
      <p>
        {bookingWords.referenceLabel}: <strong className="booking-reference">{order.reference}</strong>
      </p>
      <p>{bookingWords.keepReference}</p>
      <OrderSummary order={order} />
    </section>
  );
}

function BookPage() {
  const [params, setParams] = useSearchParams();
  const days = useQuery(bookingDaysQuery);
  const date = params.get('date') ?? days.data?.[0]?.date ?? '';
  const day = useQuery({ ...bookingDayQuery(date), enabled: !!date });
  const [order, setOrder] = useState<Order | null>(null);
  const [waitFor, setWaitFor] = useState<WaitFor | null>(null);
  return (
    <article className="page booking">
      <PageMeta title={bookingWords.title} description={bookingWords.description} />
      <h1>{bookingWords.title}</h1>
      {order?.state === 'reserved' ? (
        <Confirmation order={order} />
      ) : order ? (
        <DetailsForm
          order={order}
          payOnline={!!day.data?.payOnline}
          giftAid={day.data?.giftAid ?? null}
          onReserved={setOrder}
        />
      ) : (
        <>
          <p>{bookingWords.intro}</p>
          {days.data?.length === 0 && <p>{bookingWords.noDays}</p>}
          {!!days.data?.length && (
            <SelectField label="Day" value={date} onChange={(e) => setParams({ date: e.currentTarget.value })}>
              {days.data.map((d) => (
                <option key={d.date} value={d.date}>
                  {longDate(d.date)}: {d.patternName}
                </option>
              ))}
            </SelectField>
          )}
          {day.data && <TicketsForm key={day.data.date} day={day.data} onHeld={setOrder} onFull={setWaitFor} />}
          {waitFor && <JoinWaitingListForm key={JSON.stringify(waitFor)} {...waitFor} />}
        </>
      )}
    </article>
  );
}

export default withQueryClient(BookPage);
