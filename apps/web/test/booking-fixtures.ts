/** A bookable train as GET /api/booking/days/:date lists it. */
export const departure = (id: string, time: string, seatsLeft: number) => ({
  id,
  time,
  seatsLeft,
  wheelchairSpacesLeft: 0,
  onSale: true,
  maxSeatsPerOrder: 8,
});
