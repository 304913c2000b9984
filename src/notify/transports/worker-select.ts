import { transportName, type ReliquaryEnv } from '../../config.js';
import type { Mailer } from '../mail.js';
import { devMailer } from './dev.js';
import { resendMailer } from './resend.js';
import { cloudflareMailer, workerSmtpMailer } from './worker.js';

/** The transport EMAIL_TRANSPORT names, on Workers; `EMAIL` is the send_email binding. */
export function workerMailer(env: ReliquaryEnv & { EMAIL?: SendEmail }): Mailer {
  switch (transportName(env)) {
    case 'smtp':
      return workerSmtpMailer(env.SMTP_URL as string);
    case 'resend':
      return resendMailer({ apiKey: env.RESEND_API_KEY as string });
    case 'cloudflare':
      if (!env.EMAIL) throw new Error('EMAIL_TRANSPORT=cloudflare needs a send_email binding named EMAIL in wrangler.toml.');
      return cloudflareMailer(env.EMAIL);
    default:
      return devMailer();
  }
}
