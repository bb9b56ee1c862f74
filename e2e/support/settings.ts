export const e2ePorts = {
  web: Number(process.env.E2E_PORT ?? 4173),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 4175),
  mailbox: Number(process.env.E2E_MAILBOX_PORT ?? 4176),
};

export const e2eAdmin = { email: 'admin@example.org', password: 'E2e-Admin-Passw0rd' };
