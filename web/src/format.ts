/** Words and times for people: field names, move types, deadlines. */
import { intlLocale, words } from './i18n.ts';

const t = words({
  en: { seat: 'Seat {n}', yes: 'yes', no: 'no', none: 'none' },
  fr: { seat: 'Place {n}', yes: 'oui', no: 'non', none: 'aucun' },
});

/** `playCard`, `play-card`, `play_card` → "Play card". */
export function humanize(key: string): string {
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function seatName(seats: { seat: number; name: string | null }[], seat: number): string {
  return seats.find((s) => s.seat === seat)?.name ?? t('seat', { n: seat + 1 });
}

/** A short primitive in words; undefined for objects and arrays. */
export function primitiveText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return undefined;
}

/** A compact one-line rendering of any JSON value (for move fields without a description). */
export function inlineText(value: unknown): string {
  const primitive = primitiveText(value);
  if (primitive !== undefined) return primitive;
  if (Array.isArray(value)) return value.length === 0 ? t('none') : value.map(inlineText).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${humanize(k).toLowerCase()} ${inlineText(v)}`)
    .join(', ');
}


/** "in 3 hours" / "2 minutes ago". */
export function fromNow(iso: string, now: number = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relative.format(Math.round(seconds / 3600), 'hour');
  return relative.format(Math.round(seconds / 86400), 'day');
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
