import { z } from '@hono/zod-openapi';

/** What a user is emailed about, per category. Stored as a partial object; these are the defaults. */
export const PreferencesSchema = z
  .object({
    turn: z.enum(['immediate', 'digest', 'off']).openapi({ description: 'Your-turn emails: one per turn, a daily digest, or none.' }),
    reminders: z.boolean().openapi({ description: 'A reminder when 80% of the time for a move has passed.' }),
    results: z.boolean().openapi({ description: 'Match finished (with the result) and timeouts.' }),
    invitations: z.boolean().openapi({ description: 'Invitations to a seat.' }),
    push: z.boolean().openapi({
      description: 'Web Push when it is your turn, once per turn, on every browser where you turned it on (POST /v1/me/push-subscriptions). Independent of the email choices above.',
    }),
  })
  .openapi('NotificationPreferences');

export type Preferences = z.infer<typeof PreferencesSchema>;

export const defaultPreferences: Preferences = { turn: 'immediate', reminders: true, results: true, invitations: true, push: true };

export function preferencesOf(stored: unknown): Preferences {
  const parsed = PreferencesSchema.partial().safeParse(stored ?? {});
  return { ...defaultPreferences, ...(parsed.success ? parsed.data : {}) };
}

/** Unsubscribe categories (List-Unsubscribe), each mapped to the preference it turns off. */
export const unsubscribeCategories = ['turn', 'digest', 'reminders', 'results', 'invitations'] as const;
export type UnsubscribeCategory = (typeof unsubscribeCategories)[number];

export function unsubscribed(prefs: Preferences, category: UnsubscribeCategory): Preferences {
  switch (category) {
    case 'turn':
      return { ...prefs, turn: prefs.turn === 'immediate' ? 'off' : prefs.turn };
    case 'digest':
      return { ...prefs, turn: prefs.turn === 'digest' ? 'off' : prefs.turn };
    default:
      return { ...prefs, [category]: false };
  }
}

/** Outbox kind -> the category whose preference governs it. */
export function categoryOf(kind: string): UnsubscribeCategory {
  switch (kind) {
    case 'turn':
      return 'turn';
    case 'digest':
      return 'digest';
    case 'reminder':
      return 'reminders';
    case 'invitation':
    case 'matched':
      return 'invitations';
    default:
      return 'results';
  }
}

export function allows(prefs: Preferences, kind: string): boolean {
  switch (categoryOf(kind)) {
    case 'turn':
      return prefs.turn === 'immediate';
    case 'digest':
      return prefs.turn === 'digest';
    case 'reminders':
      return prefs.reminders;
    case 'invitations':
      return prefs.invitations;
    case 'results':
      return prefs.results;
  }
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
