import type { AppConfig, DevMailboxMode } from './api/context.js';
import { vapidKeysProblem, vapidSubject } from './notify/push/vapid.js';
import { defaultCreationLimits } from './api/creation-limits.js';
import { defaultAccountQuotas } from './api/quotas.js';
import { peopleLimits } from './api/people-schemas.js';
import { defaultVacationDaysPerYear } from './api/vacation-schemas.js';
import { defaultAnonymousRateLimit, defaultRateLimit } from './api/rate-limit.js';
import { defaultMaxBodyBytes } from './api/request-guards.js';
import { defaultStreamsPerClient } from './api/stream-limits.js';
import { defaultSessionTtlSeconds } from './api/sessions.js';

/** Environment variables read by both entry points (see the README's configuration table). */
export interface ReliquaryEnv {
  DATABASE_URL?: string;
  JWT_SECRET?: string;
  ALLOW_SEEDED_MATCHES?: string;
  EMAIL_TRANSPORT?: string;
  SMTP_URL?: string;
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  PUBLIC_URL?: string;
  WEB_URL?: string;
  NOTIFY_ACTIVE_GRACE_S?: string;
  RATE_LIMIT_PER_MINUTE?: string;
  RATE_LIMIT_ANONYMOUS_PER_MINUTE?: string;
  LIMIT_STREAMS_PER_CLIENT?: string;
  DEV_DEFAULTS?: string;
  WEBHOOKS_ALLOW_PRIVATE?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_ALLOW_PRIVATE?: string;
  SESSION_TTL_SECONDS?: string;
  DEV_MAILBOX?: string;
  MAX_BODY_BYTES?: string;
  CORS_ORIGINS?: string;
  LIMIT_GUESTS_PER_HOUR?: string;
  LIMIT_SIGN_IN_EMAILS_PER_HOUR?: string;
  LIMIT_INVITATIONS_PER_HOUR?: string;
  LIMIT_TOKENS_PER_ACCOUNT?: string;
  LIMIT_WEBHOOKS_PER_ACCOUNT?: string;
  LIMIT_BOTS_PER_ACCOUNT?: string;
  LIMIT_WAITING_MATCHES_PER_ACCOUNT?: string;
  LIMIT_SEARCHES_PER_MINUTE?: string;
  VACATION_DAYS_PER_YEAR?: string;
  METRICS_TOKEN?: string;
  ABANDONED_WAITING_DAYS?: string;
}

export type TransportName = 'dev' | 'smtp' | 'resend' | 'cloudflare';

/** EMAIL_TRANSPORT, or the one implied by what is configured; `dev` when nothing is. */
export function transportName(env: ReliquaryEnv): TransportName {
  const named = env.EMAIL_TRANSPORT?.trim();
  if (named) {
    if (!['dev', 'smtp', 'resend', 'cloudflare'].includes(named)) throw new Error(`EMAIL_TRANSPORT must be dev, smtp, resend or cloudflare (got ${named})`);
    if (named === 'smtp' && !env.SMTP_URL) throw new Error('EMAIL_TRANSPORT=smtp needs SMTP_URL.');
    if (named === 'resend' && !env.RESEND_API_KEY) throw new Error('EMAIL_TRANSPORT=resend needs RESEND_API_KEY.');
    return named as TransportName;
  }
  if (env.SMTP_URL) return 'smtp';
  if (env.RESEND_API_KEY) return 'resend';
  return 'dev';
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds (got "${value}")`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`Expected a boolean, got "${value}"`);
}

function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`Expected a whole number, got "${value}"`);
  return Number(value);
}

/**
 * The origin of a request to a loopback address (`wrangler dev --port N`), which the Worker uses
 * for links in emails when PUBLIC_URL is unset. Any other host is never trusted for links: a
 * forged Host header must not point sign-in links elsewhere.
 */
export function loopbackOrigin(requestUrl: string): string | undefined {
  const url = new URL(requestUrl);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url.origin : undefined;
}

/** A whole number of at least 1 (environment settings such as MAX_BODY_BYTES and COMPUTER_THINK_MS). */
export function positive(value: string | undefined, fallback: number, name: string): number {
  const n = count(value, fallback);
  if (n <= 0) throw new Error(`${name} must be at least 1 (got "${value}")`);
  return n;
}

/** CORS_ORIGINS: `*` (the default) or a comma-separated list of origins such as `https://app.example`. */
export function corsOrigins(value: string | undefined): '*' | string[] {
  const list = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  if (list.length === 0 || list.includes('*')) return '*';
  for (const origin of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`CORS_ORIGINS entries are origins like https://app.example (got "${origin}")`);
  }
  return list;
}

/**
 * What a Worker is missing to serve people safely, if anything. Without PUBLIC_URL links in
 * emails would point at a loopback address; without a real mail transport the dev one would
 * write sign-in codes to the logs. DEV_DEFAULTS=true (set by `npm run dev`) allows both.
 */
export function productionProblem(env: ReliquaryEnv): string | undefined {
  if (flag(env.DEV_DEFAULTS, false)) return undefined;
  if (!env.PUBLIC_URL) return 'PUBLIC_URL is not set (the links in emails need it; DEV_DEFAULTS=true allows a loopback origin in development).';
  if (transportName(env) === 'dev') return 'No mail transport is configured (SMTP_URL, RESEND_API_KEY or EMAIL_TRANSPORT=cloudflare); the dev transport logs sign-in codes and needs DEV_DEFAULTS=true.';
  return undefined;
}

/** What is wrong with the session signing key, if anything. */
export function jwtSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return 'JWT_SECRET is not set.';
  if (secret.length < 32) return 'JWT_SECRET must be at least 32 characters.';
  return undefined;
}

/**
 * Web Push settings: the VAPID pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else the one Node
 * generated (`vapid`); none, no push. PUSH_ALLOW_PRIVATE (default: DEV_DEFAULTS) lets endpoints be
 * http or private addresses, for local tests only.
 */
export function pushConfig(env: ReliquaryEnv, vapid: { publicKey: string; privateKey: string } | undefined, publicUrl: string | undefined): AppConfig['push'] {
  const keys = env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : vapid;
  const problem = keys && vapidKeysProblem(keys);
  if (problem) throw new Error(problem);
  if (!keys?.publicKey || !keys.privateKey) return undefined;
  return {
    vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: vapidSubject(env.VAPID_SUBJECT, publicUrl, env.EMAIL_FROM) },
    allowPrivate: flag(env.PUSH_ALLOW_PRIVATE, flag(env.DEV_DEFAULTS, false)),
  };
}

export function appConfig(
  env: ReliquaryEnv,
  defaults: { allowSeededMatches: boolean; jwtSecret?: string; publicUrl?: string; vapid?: { publicKey: string; privateKey: string } },
): AppConfig {
  const secret = env.JWT_SECRET || defaults.jwtSecret;
  const problem = jwtSecretProblem(secret);
  if (problem) throw new Error(problem);
  return {
    jwtSecret: new TextEncoder().encode(secret),
    allowSeededMatches: flag(env.ALLOW_SEEDED_MATCHES, defaults.allowSeededMatches),
    notify: {
      ...((env.PUBLIC_URL || defaults.publicUrl) ? { publicUrl: (env.PUBLIC_URL || defaults.publicUrl) as string } : {}),
      ...(env.WEB_URL ? { webUrl: env.WEB_URL } : {}),
      ...(env.EMAIL_FROM ? { from: env.EMAIL_FROM } : {}),
      activeGraceSeconds: seconds(env.NOTIFY_ACTIVE_GRACE_S, 120, 'NOTIFY_ACTIVE_GRACE_S'),
    },
    rateLimit: { limit: count(env.RATE_LIMIT_PER_MINUTE, defaultRateLimit.limit), windowSeconds: 60 },
    anonymousRateLimit: { limit: count(env.RATE_LIMIT_ANONYMOUS_PER_MINUTE, defaultAnonymousRateLimit.limit), windowSeconds: 60 },
    streamsPerClient: count(env.LIMIT_STREAMS_PER_CLIENT, defaultStreamsPerClient),
    webhooksAllowPrivate: flag(env.WEBHOOKS_ALLOW_PRIVATE, false),
    push: pushConfig(env, defaults.vapid, env.PUBLIC_URL || defaults.publicUrl),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    creationLimits: {
      guestsPerHour: count(env.LIMIT_GUESTS_PER_HOUR, defaultCreationLimits.guestsPerHour),
      signInEmailsPerHour: count(env.LIMIT_SIGN_IN_EMAILS_PER_HOUR, defaultCreationLimits.signInEmailsPerHour),
      invitationsPerHour: count(env.LIMIT_INVITATIONS_PER_HOUR, defaultCreationLimits.invitationsPerHour),
    },
    quotas: {
      tokens: count(env.LIMIT_TOKENS_PER_ACCOUNT, defaultAccountQuotas.tokens),
      webhooks: count(env.LIMIT_WEBHOOKS_PER_ACCOUNT, defaultAccountQuotas.webhooks),
      bots: count(env.LIMIT_BOTS_PER_ACCOUNT, defaultAccountQuotas.bots),
      waitingMatches: count(env.LIMIT_WAITING_MATCHES_PER_ACCOUNT, defaultAccountQuotas.waitingMatches),
    },
    searchesPerMinute: count(env.LIMIT_SEARCHES_PER_MINUTE, peopleLimits.searchesPerMinute),
    vacationDaysPerYear: count(env.VACATION_DAYS_PER_YEAR, defaultVacationDaysPerYear),
    maxBodyBytes: positive(env.MAX_BODY_BYTES, defaultMaxBodyBytes, 'MAX_BODY_BYTES'),
    sessionTtlSeconds: positive(env.SESSION_TTL_SECONDS, defaultSessionTtlSeconds, 'SESSION_TTL_SECONDS'),
    ...(env.METRICS_TOKEN ? { metricsToken: metricsToken(env.METRICS_TOKEN) } : {}),
  };
}

/** ABANDONED_WAITING_DAYS: waiting matches nothing happened to for this many days are aborted (0: never; unset: 30, src/db/retention.ts). */
export function abandonedWaitingDays(env: ReliquaryEnv): number | undefined {
  return env.ABANDONED_WAITING_DAYS ? count(env.ABANDONED_WAITING_DAYS, 0) : undefined;
}

/** METRICS_TOKEN guards the operator's metrics: at least 32 characters, like JWT_SECRET. */
function metricsToken(value: string): string {
  if (value.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`).');
  return value;
}

/**
 * Who may read the dev mailbox: DEV_MAILBOX=true anyone, false nobody; unset, loopback clients
 * when the server listens only on a loopback address (Node's default HOST), nobody otherwise.
 */
export function devMailboxMode(env: ReliquaryEnv, listensOnLoopbackOnly: boolean): DevMailboxMode {
  if (env.DEV_MAILBOX === undefined || env.DEV_MAILBOX === '') return listensOnLoopbackOnly ? 'loopback' : 'off';
  return flag(env.DEV_MAILBOX, false) ? 'on' : 'off';
}
