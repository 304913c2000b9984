import type { Context } from 'hono';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

/**
 * A small self-contained page (links opened from an email). Nothing is changed by showing it:
 * every action is a form that POSTs, so mail scanners that follow links consume nothing.
 */
export function htmlPage(c: Context, status: 200 | 400 | 401 | 404 | 409, title: string, bodyHtml: string): Response {
  const doc = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1.1rem;padding:.6rem 1.2rem;cursor:pointer}code{word-break:break-all}</style></head>
<body><h1>${escapeHtml(title)}</h1>${bodyHtml}</body></html>`;
  return c.body(doc, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
}

/** A form with hidden fields and one button, POSTing to `action`. */
export function postForm(action: string, fields: Record<string, string>, button: string): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(button)}</button></form>`;
}

export function wantsHtml(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? '');
}
