import { accountRoutes } from './account-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { posterRoutes } from './poster-routes.ts';
import { historyEventRoutes } from './history-event-routes.ts';
import { volunteerFileRoutes } from './volunteer-file-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { timetableRoutes } from './timetable-routes.ts';
import { siteContentRoutes } from './site-content-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { accountSelfRoutes } from './account-self-routes.ts';
import { siteListRoutes } from './site-list-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { rosterRoutes } from './roster-routes.ts';
import { newsletterFailureRoutes } from './newsletter-failure-routes.ts';
import { subscriberRoutes } from './subscriber-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { bookingRoutes } from './booking-routes.ts';
import { cancelledDayRoutes } from './booking-cancelled-day-routes.ts';
import { waitingListRoutes } from './booking-waiting-list-routes.ts';
import { bookingAdminRoutes } from './booking-admin-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { donationRoutes } from './donation-routes.ts';
import { monthlyGiftRoutes } from './monthly-gift-routes.ts';
import { membershipRoutes } from './membership-routes.ts';
import { taxReliefRoutes } from './tax-relief-routes.ts';
import { gateRoutes } from './booking-gate-routes.ts';
import { supporterRoutes } from './supporter-routes.ts';
// Gift Aid claims (decision 162).
import { giftAidClaimRoutes } from './gift-aid-claim-routes.ts';

/** Every API call, each declared with `call` (route-declaration.ts says what a declaration holds). */
export const apiRoutes = {
  ...accountRoutes,
  ...newsletterRoutes,
  ...posterRoutes,
  ...historyEventRoutes,
  ...volunteerFileRoutes,
  ...auditRoutes,
  ...timetableRoutes,
  ...siteContentRoutes,
  ...siteListRoutes,
  ...accountSelfRoutes,
  ...contactRoutes,
  ...rosterRoutes,
  ...subscriberRoutes,
  ...newsletterFailureRoutes,
  ...secondFactorRoutes,
  ...dashboardRoutes,
  ...bookingRoutes,
  ...cancelledDayRoutes,
  ...paymentRoutes,
  ...waitingListRoutes,
  ...bookingAdminRoutes,
  ...donationRoutes,
  ...monthlyGiftRoutes,
  ...membershipRoutes,
  ...taxReliefRoutes,
  ...gateRoutes,
  ...supporterRoutes,
  ...giftAidClaimRoutes,
} as const;

export type ApiName = keyof typeof apiRoutes;
