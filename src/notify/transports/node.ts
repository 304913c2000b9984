import { transportName, type ReliquaryEnv } from '../../config.js';
import type { Mailer } from '../mail.js';
import { devMailer } from './dev.js';
import { resendMailer } from './resend.js';
import { nodeSmtpMailer } from './smtp-node.js';

/** The transport EMAIL_TRANSPORT names, on Node. */
export function nodeMailer(env: ReliquaryEnv): Mailer {
  switch (transportName(env)) {
    case 'smtp':
      return nodeSmtpMailer(env.SMTP_URL as string);
    case 'resend':
      return resendMailer({ apiKey: env.RESEND_API_KEY as string });
    case 'cloudflare':
      throw new Error('EMAIL_TRANSPORT=cloudflare works only on Workers (the send_email binding).');
    default:
      return devMailer();
  }
}
