import { bookableDayRequest, carriageRequest, departureChangeRequest } from '@lmr/shared/booking';
import { typedNumber } from '../../components/ui/form-values.ts';

/** The admin screen's forms: the shared schemas, with each number typed into a field as text (decision 005). */
const windowFields = {
  salesOpenDaysBefore: typedNumber(bookableDayRequest.shape.salesOpenDaysBefore),
  salesCloseMinutesBefore: typedNumber(bookableDayRequest.shape.salesCloseMinutesBefore),
  maxSeatsPerOrder: typedNumber(bookableDayRequest.shape.maxSeatsPerOrder),
};
export const bookableDayForm = bookableDayRequest.extend(windowFields);
export const departureChangeForm = departureChangeRequest.extend(windowFields);
export const carriageForm = carriageRequest.extend({
  seats: typedNumber(carriageRequest.shape.seats),
  wheelchairSpaces: typedNumber(carriageRequest.shape.wheelchairSpaces),
});

/** A sales window's numbers as a form's fields hold them. */
export const windowValues = (w: {
  salesOpenDaysBefore: number;
  salesCloseMinutesBefore: number;
  maxSeatsPerOrder: number;
}) => ({
  salesOpenDaysBefore: String(w.salesOpenDaysBefore),
  salesCloseMinutesBefore: String(w.salesCloseMinutesBefore),
  maxSeatsPerOrder: String(w.maxSeatsPerOrder),
});
