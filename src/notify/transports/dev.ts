import { devMail } from '../../db/schema.js';
import type { Mailer } from '../mail.js';

/**
 * The default transport when none is configured: every message is stored (listed at
 * GET /v1/dev/mailbox) and printed, so sign-in works on a laptop without a mail server.
 * Stored by key, so a redelivery of the same notification is kept once.
 */
export function devMailer(options: { log?: (line: string) => void } = {}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    name: 'dev',
    idempotent: true,
    async send(mail, { db }) {
      await db
        .insert(devMail)
        .values({ key: mail.key, to: mail.to, from: mail.from, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers })
        .onConflictDoNothing();
      log(`[dev mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
    },
  };
}
