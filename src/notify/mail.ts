import type { Db } from '../db/client.js';

/** One message, fully rendered. `key` is the outbox dedupe key (or a random one for sign-in mail). */
export interface OutgoingMail {
  key: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers: Message-ID, In-Reply-To, References, List-Unsubscribe, List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

/**
 * A mail transport. `idempotent` transports dedupe by `key` themselves (the dev mailbox by a
 * unique key, Resend by its Idempotency-Key), so a delivery whose outcome is unknown may be sent
 * again; the others are never sent twice (see the dispatcher).
 */
export interface Mailer {
  readonly name: string;
  readonly idempotent: boolean;
  send(mail: OutgoingMail, ctx: { db: Db }): Promise<void>;
}
