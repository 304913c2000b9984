/** Where links point and who mail comes from (PUBLIC_URL, WEB_URL, EMAIL_FROM, NOTIFY_ACTIVE_GRACE_S). */
export interface NotifySettings {
  /** The API's own base URL, without a trailing slash: sign-in, invitation and unsubscribe links. */
  publicUrl: string;
  /** Template of a match's page for people, with `{matchId}`; defaults to the web app's `PUBLIC_URL/matches/{matchId}`. */
  webUrl?: string | undefined;
  from: string;
  /** A turn email waits while the player was active this recently. */
  activeGraceSeconds: number;
}

export const defaultNotifySettings: NotifySettings = {
  publicUrl: 'http://127.0.0.1:8787',
  from: 'Reliquary <reliquary@localhost>',
  activeGraceSeconds: 120,
};

export function notifySettings(partial: Partial<NotifySettings> | undefined): NotifySettings {
  const merged = { ...defaultNotifySettings, ...partial };
  return { ...merged, publicUrl: merged.publicUrl.replace(/\/+$/, '') };
}

export function matchLink(s: NotifySettings, matchId: string): string {
  return s.webUrl ? s.webUrl.replaceAll('{matchId}', encodeURIComponent(matchId)) : `${s.publicUrl}/matches/${encodeURIComponent(matchId)}`;
}

/** The domain for Message-IDs: the sender's, else the public URL's host. */
export function mailDomain(s: NotifySettings): string {
  return /@([^>\s]+)/.exec(s.from)?.[1] ?? new URL(s.publicUrl).hostname;
}
