import { afterAll, beforeAll, expect } from 'vitest';
import type { Mailer } from '../../src/notify/mail.js';
import { nodeSmtpMailer } from '../../src/notify/transports/smtp-node.js';
import { startSmtpSink, type CapturedMail } from './smtp.js';
import type { TestClient } from './api.js';

/**
 * A real SMTP server for the enclosing `describe`, and a nodemailer transport to it that can be
 * handed to `useApi` before the server has started.
 */
export function useSmtpSink() {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let inner: Mailer | undefined;
  const mailer: Mailer = {
    name: 'smtp',
    idempotent: false,
    send: (mail, ctx) => (inner as Mailer).send(mail, ctx),
  };
  beforeAll(async () => {
    sink = await startSmtpSink();
    inner = nodeSmtpMailer(sink.url);
  });
  afterAll(async () => {
    await sink?.close();
  });
  return {
    mailer,
    get messages(): CapturedMail[] {
      return sink?.messages ?? [];
    },
    to(address: string): CapturedMail[] {
      return this.messages.filter((m) => m.envelopeTo.includes(address));
    },
  };
}

/** A clock the test moves by hand. */
export function fakeClock(start = new Date('2030-01-07T09:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(d: Date) {
      t = d.getTime();
    },
  };
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;

export function codeIn(mail: CapturedMail): string {
  const code = /(?:sign-in code is|code de connexion Reliquary est) (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

export function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in ${mail.text}`);
  return link;
}

/** Signs in (or up) by email through the API, reading the code from the SMTP sink. */
export async function signInByEmail(client: TestClient, smtp: { to(a: string): CapturedMail[] }, email: string) {
  const before = smtp.to(email).length;
  const asked = await client.as(undefined).post('/v1/auth/email', { email });
  if (asked.status !== 202) throw new Error(`sign-in request failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const mail = smtp.to(email)[before];
  if (!mail) throw new Error(`no sign-in email for ${email}`);
  const res = await client.as(undefined).post('/v1/auth/email/verify', { email, code: codeIn(mail) });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: client.as(res.body.token), user: res.body.user as { id: string; name: string } };
}

/** Made for people: no JSON or code anywhere, and an HTML part a phone shows in a screen or two. */
export function expectReadable(mail: { subject: string; text: string; html: string }): void {
  expect(mail.text, mail.subject).not.toMatch(/[{}]|"[\w-]+"\s*:/);
  expect(mail.html, mail.subject).not.toMatch(/[{}]|<pre|&quot;[\w-]+&quot;\s*:/);
  expect(mail.html.length, mail.subject).toBeLessThan(6_000);
}

/** Pages made for people that emails may link to: the match page, and the API's own HTML pages. */
const pagesForPeople = [/\/matches\/[^/\s]+$/, /\/m\/[^/\s]+$/, /\/v1\/unsubscribe\?token=/, /\/v1\/invitations\/[^/\s]+$/, /\/v1\/auth\/email\/link\?token=/];

/** Every address in an email's plain text, each a page made for people (never a JSON route). */
export function expectLinksForPeople(mail: { subject: string; text: string }): void {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  for (const link of links) {
    expect(link, mail.subject).not.toMatch(/\/v1\/matches\//);
    expect(pagesForPeople.some((p) => p.test(link)), `${mail.subject}: ${link}`).toBe(true);
  }
}
