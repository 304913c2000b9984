import { useEffect, useRef, useState } from 'preact/hooks';
import { api, must, type Match, type Schemas } from '../api.ts';
import { computerLevel } from '../computer.ts';
import { dateTime } from '../format.ts';
import { watchInbox } from '../inbox.ts';
import { Notice, useAction } from './form.tsx';
import { words } from '../i18n.ts';

const t = words({
  en: {
    aPlayer: 'A player',
    title: 'Chat',
    empty: 'No messages yet. Only the players at this table read them.',
    you: 'You',
    message: 'Message',
    send: 'Send',
    mutes: 'Mute players',
    unmute: 'Unmute {name}',
    mute: 'Mute {name}',
  },
  fr: {
    aPlayer: 'Un joueur',
    title: 'Discussion',
    empty: 'Aucun message pour l’instant. Seuls les joueurs de cette table les lisent.',
    you: 'Vous',
    message: 'Message',
    send: 'Envoyer',
    mutes: 'Ignorer des joueurs',
    unmute: 'Ne plus ignorer {name}',
    mute: 'Ignorer {name}',
  },
});

type ChatMessage = Schemas['ChatMessage'];

/** The server's page size and longest message (src/api/chat-schemas.ts). */
const pageSize = 100;
const maxChars = 500;

/**
 * The match chat, for its seated players: messages as plain text (JSX escapes them), a box to
 * write, and a mute button per other player. New messages are read when the inbox stream rings
 * with a `chat` event of this match.
 */
export function MatchChat({ match, myId }: { match: Match; myId: string }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [muted, setMuted] = useState<Set<string>>(new Set());
  const [text, setText] = useState('');
  const last = useRef('0');
  const reading = useRef<Promise<void> | null>(null);
  const send = useAction();
  const mute = useAction();
  const matchId = match.id;

  /** Reads what came after the last message shown, one read at a time. */
  function readNew(): Promise<void> {
    reading.current ??= (async () => {
      try {
        for (;;) {
          const page = must(await api.GET('/v1/matches/{matchId}/chat', { params: { path: { matchId }, query: { after: Number(last.current) } } })).messages;
          if (page.length > 0) {
            last.current = (page.at(-1) as ChatMessage).id;
            setMessages((shown) => [...shown, ...page]);
          }
          if (page.length < pageSize) return;
        }
      } finally {
        reading.current = null;
      }
    })();
    return reading.current;
  }

  function reload(): Promise<void> {
    last.current = '0';
    setMessages([]);
    return readNew();
  }

  useEffect(() => {
    void reload().catch(() => undefined);
    void api.GET('/v1/me/mutes').then((r) => r.data && setMuted(new Set(r.data.mutes.map((m) => m.userId))));
    const watch = watchInbox(
      ['chat'],
      (event) => event.matchId === matchId && void readNew().catch(() => undefined),
      () => void readNew().catch(() => undefined),
    );
    return () => watch.stop();
  }, [matchId]);

  async function post(event: Event) {
    event.preventDefault();
    if (!text.trim()) return;
    await send.run(async () => {
      must(await api.POST('/v1/matches/{matchId}/chat', { params: { path: { matchId } }, body: { text } }));
      setText('');
      await readNew();
    });
  }

  async function toggleMute(userId: string) {
    await mute.run(async () => {
      const params = { params: { path: { userId } } };
      if (muted.has(userId)) must(await api.DELETE('/v1/me/mutes/{userId}', params));
      else must(await api.PUT('/v1/me/mutes/{userId}', params));
      const next = new Set(muted);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      setMuted(next);
      await reload();
    });
  }

  const others = [...new Map(match.seats.filter((s) => s.userId && s.userId !== myId && computerLevel(s) === null).map((s) => [s.userId as string, s.name ?? t('aPlayer')])).entries()];
  return (
    <section class="card chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('title')}</h2>
      {messages.length === 0 ? (
        <p class="meta">{t('empty')}</p>
      ) : (
        <ol class="chat-log" aria-live="polite" aria-relevant="additions">
          {messages.map((m) => (
            <li key={m.id} class={m.userId === myId ? 'mine' : ''}>
              <span class="chat-name">{m.userId === myId ? t('you') : m.name}</span> <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              <p class="chat-text">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form class="chat-form" onSubmit={post}>
        <label for="chat-text">{t('message')}</label>
        <textarea
          id="chat-text"
          rows={2}
          maxLength={maxChars}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void post(e);
            }
          }}
        />
        <button type="submit" disabled={send.busy || !text.trim()}>
          {t('send')}
        </button>
      </form>
      {send.error && <Notice kind="error">{send.error}</Notice>}
      {others.length > 0 && (
        <ul class="chat-mutes" aria-label={t('mutes')}>
          {others.map(([userId, name]) => (
            <li key={userId}>
              <button type="button" class="secondary" aria-pressed={muted.has(userId)} disabled={mute.busy} onClick={() => void toggleMute(userId)}>
                {muted.has(userId) ? t('unmute', { name }) : t('mute', { name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {mute.error && <Notice kind="error">{mute.error}</Notice>}
    </section>
  );
}
