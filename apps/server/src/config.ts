import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverDir } from './server-dir.ts';

const optionalUrl = z.url().optional();
/** Keys kept outside the database: the first seals or signs, every one opens or verifies (rotation). */
const base64Keys = z
  .string()
  .regex(
    /^[A-Za-z0-9+/]{43}=(,[A-Za-z0-9+/]{43}=)*$/,
    'must be base64 keys of 32 bytes (openssl rand -base64 32), comma-separated',
  )
  .optional();

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For entries to believe, as Fastify's trustProxy takes it: the number of proxies in front
 * of the server, or their addresses and ranges. Never `true`: that believes the left-most entry, which the
 * client writes itself, and would give every request a fresh allowance under the login and contact limits.
 */
const trustProxySetting = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true is refused: it believes any X-Forwarded-For a client sends, so rate limits could be walked around. Write the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy) or their addresses and ranges (TRUST_PROXY=127.0.0.1,10.0.0.0/8).',
      });
    } else if (
      v !== undefined &&
      !/^(false|\d{1,2})$/.test(v) &&
      !v.split(',').every((e) => isAddressOrRange(e.trim()))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a number of proxies (e.g. 1) or a comma-separated list of addresses and CIDR ranges',
      });
    }
  })
  .transform((v): number | string[] | false => {
    if (v === undefined || v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    return v.split(',').map((e) => e.trim());
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Whether admins must use a second factor, for a new installation; later the admins' setting decides. */
    ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).default('required'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Laxey Mines Railway <railway@laxeyminesrailway.example>'),
    CONTACT_TO: z.string().min(3).default('railway@laxeyminesrailway.example'),
    /** Newsletter mails per second per server process; 0 means as fast as the mail server takes them. */
    MAIL_RATE_PER_SECOND: z.coerce.number().min(0).max(10_000).default(10),
    /** How many recipients a worker claims at a time, and how long its claim holds before another may retry. */
    MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
    MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** First wait before a mail refused for now (4xx, server down) is tried again; it doubles each time. */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** Whether this process sends queued mail; turn off on web-only processes. */
    MAIL_WORKERS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** An upload whose request has not committed after this long is taken as dead and its files deleted. */
    UPLOAD_ABANDON_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    TRUST_PROXY: trustProxySetting,
    /** How long a client has, from the moment it connects, to send its request line and headers. */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How long a whole request may take to arrive, body included (a large document on a slow line). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** A connection on which nothing moves either way for this long is closed. */
    IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Base64 keys of 32 bytes, comma-separated: the first seals authenticator secrets, every one opens them. */
    AUTHENTICATOR_KEYS: base64Keys,
    /** Base64 keys of 32 bytes, comma-separated: the first signs ticket references, every one verifies them. */
    TICKET_KEYS: base64Keys,
    /** Demo history events, poster and volunteer documents at first start (off in most tests). */
    DEMO_CONTENT: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** Stripe's secret (or restricted) API key; with STRIPE_WEBHOOK_SECRET it turns on paying online. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
      .optional(),
    /** The signing secret of the webhook endpoint set up in Stripe's dashboard. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Another address for Stripe's API: only the tests' fake Stripe. */
    STRIPE_API_BASE: optionalUrl,
    /** Days after a membership's year ends before the member is counted lapsed. */
    MEMBERSHIP_GRACE_DAYS: z.coerce.number().int().min(0).max(366).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built web app lives; tests point it elsewhere. */
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS, which includes the headers',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is needed too: online payment takes the secret key and the webhook secret together',
      });
    }
    if (env.STORAGE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE=s3' });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads every setting once; a bad value stops start-up with a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    adminSecondFactorAtFirstStart: e.ADMIN_SECOND_FACTOR === 'required',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    mailQueue: {
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      batchSize: e.MAIL_BATCH_SIZE,
      claimSeconds: e.MAIL_CLAIM_SECONDS,
      retrySeconds: e.MAIL_RETRY_SECONDS,
      workers: e.MAIL_WORKERS,
    },
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { driver: 'local' as const, dir: path.join(dataDir, 'uploads') },
    uploadAbandonSeconds: e.UPLOAD_ABANDON_SECONDS,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    membershipGraceDays: e.MEMBERSHIP_GRACE_DAYS,
    timeouts: {
      headersSeconds: e.HEADERS_TIMEOUT_SECONDS,
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      idleSeconds: e.IDLE_TIMEOUT_SECONDS,
    },
    authenticatorKeys: e.AUTHENTICATOR_KEYS?.split(',').map((key) => Buffer.from(key, 'base64')),
    ticketKeys: e.TICKET_KEYS?.split(',').map((key) => Buffer.from(key, 'base64')),
    logLevel: e.LOG_LEVEL,
    demoContent: e.DEMO_CONTENT,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverDir, '../web/dist/client')),
  };
}
