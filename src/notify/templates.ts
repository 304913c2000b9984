import { escapeHtml } from '../api/html.js';
import type { OutgoingMail } from './mail.js';
import { mailDomain, type NotifySettings } from './settings.js';

/** The sign-in email: a link to a confirmation page and the same sign-in as a six-digit code. */
export function signInMail(s: NotifySettings, input: { key: string; email: string; code: string; token: string }): OutgoingMail {
  const link = `${s.publicUrl}/v1/auth/email/link?token=${encodeURIComponent(input.token)}`;
  const text = `Your Reliquary sign-in code is ${input.code}

Or open this link and press "Sign in":
${link}

The code and the link work once, for 15 minutes. If you did not ask to sign in, ignore this email.
`;
  const html = `<p>Your Reliquary sign-in code is <strong style="font-size:1.4em;letter-spacing:.1em">${input.code}</strong></p>
<p>Or <a href="${escapeHtml(link)}">open this link</a> and press “Sign in”.</p>
<p>The code and the link work once, for 15 minutes. If you did not ask to sign in, ignore this email.</p>`;
  return {
    key: input.key,
    to: input.email,
    from: s.from,
    subject: `Reliquary sign-in code: ${input.code}`,
    text,
    html,
    headers: { 'Message-ID': messageId(s, input.key), 'Auto-Submitted': 'auto-generated' },
  };
}

export function messageId(s: NotifySettings, key: string): string {
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${mailDomain(s)}>`;
}

/** Every email about a match replies to this one id, so mail clients thread them per match. */
export function matchThreadId(s: NotifySettings, matchId: string): string {
  return `<match.${matchId.replace(/[^A-Za-z0-9._-]/g, '.')}@${mailDomain(s)}>`;
}

export interface NotificationContent {
  subject: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** A bulleted list after the paragraphs (what happened since your last turn), in words. */
  items?: string[] | undefined;
  /** The one call to action: a button in HTML, a labelled address in plain text. */
  link?: { href: string; label: string } | undefined;
}

const buttonStyle =
  'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

/** A notification email with threading and RFC 8058 one-click unsubscribe headers. */
export function notificationMail(
  s: NotifySettings,
  input: { key: string; to: string; matchId?: string | undefined; unsubscribeUrl?: string | undefined; content: NotificationContent },
): OutgoingMail {
  const { content } = input;
  const items = content.items ?? [];
  const text = [
    ...content.lines,
    ...(items.length ? [items.map((i) => `- ${i}`).join('\n')] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.href}`] : []),
    ...(input.unsubscribeUrl ? [`Stop these emails: ${input.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const html = [
    ...content.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(items.length ? [`<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`] : []),
    ...(content.link ? [`<p><a href="${escapeHtml(content.link.href)}" style="${buttonStyle}">${escapeHtml(content.link.label)}</a></p>`] : []),
    ...(input.unsubscribeUrl ? [`<p style="color:#666;font-size:.85em"><a href="${escapeHtml(input.unsubscribeUrl)}">Stop these emails</a></p>`] : []),
  ].join('\n');
  const headers: Record<string, string> = { 'Message-ID': messageId(s, input.key), 'Auto-Submitted': 'auto-generated' };
  if (input.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${input.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  if (input.matchId) {
    const thread = matchThreadId(s, input.matchId);
    headers['In-Reply-To'] = thread;
    headers.References = thread;
  }
  return { key: input.key, to: input.to, from: s.from, subject: content.subject, text, html, headers };
}
