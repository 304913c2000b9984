import type { Mailer, OutgoingMail } from '../../src/notify/mail.js';

/** A mail transport that keeps every message in memory, for tests that send many at once. */
export function memoryMailer() {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    name: 'memory',
    idempotent: false,
    async send(mail) {
      sent.push(mail);
    },
  };
  return {
    mailer,
    sent,
    to: (address: string) => sent.filter((m) => m.to === address),
  };
}

export function codeOf(mail: OutgoingMail): string {
  const code = /sign-in code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/** `n` six-digit codes, none equal to `except`. */
export function wrongCodes(n: number, except: string): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const candidate = String((Number(except) + 1 + i * 7919) % 1_000_000).padStart(6, '0');
    if (candidate !== except) codes.push(candidate);
  }
  return codes;
}
