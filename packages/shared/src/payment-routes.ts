import { call } from './route-declaration.ts';

/** Paying online (payments.ts): the provider's webhook, the buyer's return, and the admins' settings and refunds. */
export const paymentRoutes = {
  stripeWebhook: call({
    method: 'POST',
    path: '/api/payments/stripe-webhook',
    access: 'public',
    summary: 'Stripe’s signed notice that a checkout was paid or expired',
    // Stripe's servers send no Origin and no cookie; the signature is what proves the sender.
    csrf: false,
  }),
  checkPayment: call({
    method: 'POST',
    path: '/api/payments/check',
    access: 'public',
    summary: 'After paying, ask the provider whether the checkout was paid, and record it if so',
  }),
  paymentSettings: call({
    method: 'GET',
    path: '/api/admin/payment-settings',
    access: 'admin',
    summary: 'Whether online payment is set up and offered',
  }),
  savePaymentSettings: call({
    method: 'PUT',
    path: '/api/admin/payment-settings',
    access: 'admin',
    summary: 'Offer online payment or not',
  }),
  refundPayment: call({
    method: 'POST',
    path: '/api/admin/payments/:id/refunds',
    access: 'admin',
    summary: 'Refund all or part of an online payment',
  }),
} as const;
