import { escapeHtml } from '../api/html.js';
import type { OutgoingMail } from './mail.js';
import { mailDomain, type NotifySettings } from './settings.js';
import type { Locale } from '../engine/index.js';
import { notifyWords } from './words.js';

/** The sign-in email, in the language of the request: a link to a confirmation page and the same sign-in as a six-digit code. */
export function signInMail(s: NotifySettings, input: { key: string; email: string; code: string; token: string; locale?: Locale }): OutgoingMail {
  const t = notifyWords(input.locale);
  const link = `${s.publicUrl}/v1/auth/email/link?token=${encodeURIComponent(input.token)}`;
  const text = `${t('signInCode', { code: input.code })}

${t('signInLinkText')}
${link}

${t('signInFooter')}
`;
  // The code stands out in the HTML: the sentence is escaped with a stand-in, then the code put in its place.
  const code = `<strong style="font-size:1.4em;letter-spacing:.1em">${input.code}</strong>`;
  const html = `<p>${escapeHtml(t('signInCode', { code: '\u0000' })).replace('\u0000', code)}</p>
<p>${t('signInLinkHtml', { href: escapeHtml(link) })}</p>
<p>${escapeHtml(t('signInFooter'))}</p>`;
  return {
    key: input.key,
    to: input.email,
    from: s.from,
    subject: t('signInSubject', { code: input.code }),
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
  input: { key: string; to: string; matchId?: string | undefined; unsubscribeUrl?: string | undefined; content: NotificationContent; locale?: Locale },
): OutgoingMail {
  const { content } = input;
  const t = notifyWords(input.locale);
  const items = content.items ?? [];
  const text = [
    ...content.lines,
    ...(items.length ? [items.map((i) => `- ${i}`).join('\n')] : []),
    ...(content.link ? [t('linkAt', { label: content.link.label, href: content.link.href })] : []),
    ...(input.unsubscribeUrl ? [t('stopEmailsAt', { url: input.unsubscribeUrl })] : []),
  ].join('\n\n');
  const html = [
    ...content.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(items.length ? [`<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`] : []),
    ...(content.link ? [`<p><a href="${escapeHtml(content.link.href)}" style="${buttonStyle}">${escapeHtml(content.link.label)}</a></p>`] : []),
    ...(input.unsubscribeUrl ? [`<p style="color:#666;font-size:.85em"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('stopEmails'))}</a></p>`] : []),
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
