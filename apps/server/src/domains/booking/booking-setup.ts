import {
  type AdminBooking,
  type BookableDayRequest,
  bookingMessages as m,
  type DepartureChangeRequest,
  ticketPrices,
} from '@lmr/shared/booking';
import type { Db } from '../../db/database.ts';
import { isCheckViolation } from '../../db/error-kinds.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { publicTimetable } from '../running-days/timetable-service.ts';
import { carriages, setCarriage } from './carriages-repository.ts';
import {
  deleteDepartureWithoutOrders,
  departuresWithSales,
  findDeparture,
  insertDepartures,
  patternNamed,
  recountCapacity,
  updateDeparture,
} from './departures-repository.ts';
import { offerFreedSeats } from './waiting-list-offers.ts';

/* The admins' side of booking: carriages' seats, departures made bookable, and what each has sold. */

const conflict = (code: string, message: string) => new HttpError(409, code, message);
const tooSmall = (err: unknown) => {
  if (isCheckViolation(err)) throw conflict('make_up_too_small', m.makeUpTooSmall);
  throw err;
};

export async function adminBooking(db: Db, today: string): Promise<AdminBooking> {
  const [stock, rows, days] = await Promise.all([
    carriages(db),
    departuresWithSales(db, { from: today }),
    publicTimetable(db),
  ]);
  return {
    carriages: stock,
    departures: rows.map(({ departure: d, ...sales }) => ({
      id: d.id,
      date: d.day,
      time: d.departs,
      carriages: d.carriages,
      seats: d.seats,
      wheelchairSpaces: d.wheelchairSpaces,
      ...sales,
      salesOpenDaysBefore: d.salesOpenDaysBefore,
      salesCloseMinutesBefore: d.salesCloseMinutesBefore,
      maxSeatsPerOrder: d.maxSeatsPerOrder,
    })),
    days: days
      .filter((d) => d.date >= today && d.status !== 'cancelled')
      .map((d) => ({ date: d.date, patternName: d.patternName, times: d.departures, prices: ticketPrices(d.fares) })),
  };
}

/** A make-up's capacity, the sum of its carriages'; refused unless each is in the Rolling Stock list. */
async function makeUpCapacity(db: Db, make: string[]) {
  const stock = new Map((await carriages(db)).map((c) => [c.id, c]));
  const chosen = make.map((id) => stock.get(id));
  if (chosen.some((c) => !c))
    throw new HttpError(400, 'invalid_input', m.unknownCarriage, { carriages: m.unknownCarriage });
  return {
    seats: chosen.reduce((n, c) => n + c!.seats, 0),
    wheelchairSpaces: chosen.reduce((n, c) => n + c!.wheelchairSpaces, 0),
  };
}

export async function setCarriageSeats(db: Db, id: string, seats: number, wheelchairSpaces: number, today: string) {
  if (!(await carriages(db)).some((c) => c.id === id)) throw notFound(m.unknownCarriage);
  await db
    .transaction(async (tx) => {
      await setCarriage(tx, id, seats, wheelchairSpaces);
      // A carriage given more seats gives each train it runs in more, offered to its waiting list first.
      for (const departureId of await recountCapacity(tx, id, today)) await offerFreedSeats(tx, departureId);
    })
    .catch(tooSmall);
}

/** Every departure of the day, with the same make-up and sales window; the ids of those made bookable. */
export async function makeDayBookable(db: Db, request: BookableDayRequest, today: string) {
  const day = (await publicTimetable(db)).find((d) => d.date === request.date);
  if (!day || day.status === 'cancelled' || day.date < today) throw notFound(m.notARunningDay);
  const { date, carriages: make, ...window } = request;
  const { seats, wheelchairSpaces } = await makeUpCapacity(db, make);
  // Kept with each train, so that a hold reads its fares with the train (decision 156).
  const patternId = await patternNamed(db, day.patternName);
  const ids = await insertDepartures(
    db,
    day.departures.map((departs) => ({
      day: date,
      departs,
      carriages: make,
      seats,
      wheelchairSpaces,
      patternId,
      ...window,
    })),
  );
  if (ids.length === 0) throw conflict('already_bookable', m.alreadyBookable);
  return { ids, patternName: day.patternName };
}

export async function changeDeparture(db: Db, id: string, change: DepartureChangeRequest) {
  if (!(await findDeparture(db, id))) throw notFound(m.unknownDeparture);
  const capacity = await makeUpCapacity(db, change.carriages);
  await db
    .transaction(async (tx) => {
      await updateDeparture(tx, id, { ...change, ...capacity });
      // Seats added to a full train go to its waiting list first, in order, as seats given back do.
      await offerFreedSeats(tx, id);
    })
    .catch(tooSmall);
}

export async function removeDeparture(db: Db, id: string) {
  if (!(await findDeparture(db, id))) throw notFound(m.unknownDeparture);
  if (!(await deleteDepartureWithoutOrders(db, id))) throw conflict('has_orders', m.hasOrders);
}
