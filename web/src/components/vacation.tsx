import { useEffect, useState } from 'preact/hooks';
import { api, must, type Match, type Schemas } from '../api.ts';
import { intlLocale, words } from '../i18n.ts';
import { Notice, useAction } from './form.tsx';
import './vacation.css';

type Vacation = Schemas['Vacation'];

const t = words({
  en: {
    title: 'Vacation',
    about:
      'Going away? While you are on vacation your clocks pause in matches of at least a day per move: no deadline of yours falls, and your opponents see that you are away and until when. Faster matches keep their clocks.',
    allowance: '{left, plural, =0 {No vacation days left in {year}} one {# vacation day left in {year}} other {# vacation days left in {year}}} (of {perYear}).',
    none: 'This server gives no vacation days.',
    awayUntil: 'You are on vacation until {until}.',
    endNote: 'Back early? The days you have not begun are given back, and your clocks count again from now.',
    end: 'End my vacation now',
    days: 'Days away, from now',
    start: 'Start my vacation',
    started: 'Have a good time: your clocks are paused until {until}.',
    ended: 'Welcome back: your clocks count again.',
    selfPaused: 'You are on vacation until {until}: your clock in this match is paused.',
    selfNotPaused: 'You are on vacation until {until}, but this match’s clock does not pause (less than a day per move).',
    otherPaused: '{name} is away until {until}: the clock is paused.',
    otherNotPaused: '{name} is away until {until}; this match’s clock does not pause (less than a day per move).',
  },
  fr: {
    title: 'Vacances',
    about:
      'Vous partez ? Pendant vos vacances, vos pendules s’arrêtent dans les parties d’au moins un jour par coup : aucune de vos échéances ne tombe, et vos adversaires voient que vous êtes absent et jusqu’à quand. Les parties plus rapides gardent leur pendule.',
    allowance: '{left, plural, =0 {Plus aucun jour de vacances en {year}} one {# jour de vacances restant en {year}} other {# jours de vacances restants en {year}}} (sur {perYear}).',
    none: 'Ce serveur n’accorde pas de jours de vacances.',
    awayUntil: 'Vous êtes en vacances jusqu’au {until}.',
    endNote: 'De retour plus tôt ? Les jours non entamés vous sont rendus, et vos pendules repartent dès maintenant.',
    end: 'Terminer mes vacances maintenant',
    days: 'Jours d’absence, à partir de maintenant',
    start: 'Partir en vacances',
    started: 'Bonnes vacances : vos pendules sont arrêtées jusqu’au {until}.',
    ended: 'Bon retour : vos pendules repartent.',
    selfPaused: 'Vous êtes en vacances jusqu’au {until} : votre pendule est arrêtée dans cette partie.',
    selfNotPaused: 'Vous êtes en vacances jusqu’au {until}, mais la pendule de cette partie ne s’arrête pas (moins d’un jour par coup).',
    otherPaused: '{name} est absent jusqu’au {until} : la pendule est arrêtée.',
    otherNotPaused: '{name} est absent jusqu’au {until} ; la pendule de cette partie ne s’arrête pas (moins d’un jour par coup).',
  },
});

/** "3 December, 14:00": the end of a vacation, in the reader's language and time zone. */
function untilWords(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}

/**
 * On the match page: who is on vacation and until when (public, from each seat's `awayUntil`),
 * and whether the match's clock pauses for it. A past `awayUntil` means they are back.
 */
export function AwayNotice({ match, myId }: { match: Match; myId: string | undefined }) {
  if (match.status !== 'active') return null;
  const now = Date.now();
  const shown = new Map<string, { name: string; until: string }>();
  for (const s of match.seats) {
    if (!s.userId || !s.awayUntil || new Date(s.awayUntil).getTime() <= now) continue;
    shown.set(s.userId, { name: s.name ?? '', until: s.awayUntil });
  }
  if (shown.size === 0) return null;
  const paused = match.timeControl?.pausesForVacation ?? false;
  return (
    <div class="away-notice" role="status">
      {[...shown].map(([userId, { name, until }]) => (
        <p key={userId}>
          {userId === myId
            ? t(paused ? 'selfPaused' : 'selfNotPaused', { until: untilWords(until) })
            : t(paused ? 'otherPaused' : 'otherNotPaused', { name, until: untilWords(until) })}
        </p>
      ))}
    </div>
  );
}

/** The settings section: start a vacation of some days, or end the one under way; the days left this year. */
export function VacationSettings() {
  const [vacation, setVacation] = useState<Vacation | null>(null);
  const [days, setDays] = useState(7);
  const [done, setDone] = useState<string | null>(null);
  const action = useAction();
  useEffect(() => void action.run(async () => setVacation(must(await api.GET('/v1/me/vacation')))), []);
  if (!vacation) return action.error ? <Notice kind="error">{action.error}</Notice> : null;
  const { daysLeft, daysPerYear, year } = vacation.allowance;
  return (
    <section class="card" aria-labelledby="vacation-title">
      <h2 id="vacation-title">{t('title')}</h2>
      <p>{t('about')}</p>
      <p class="meta">{daysPerYear === 0 ? t('none') : t('allowance', { left: daysLeft, year, perYear: daysPerYear })}</p>
      {vacation.current ? (
        <>
          <p>
            <strong>{t('awayUntil', { until: untilWords(vacation.current.endsAt) })}</strong>
          </p>
          <p class="hint">{t('endNote')}</p>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                setDone(null);
                setVacation(must(await api.DELETE('/v1/me/vacation')));
                setDone(t('ended'));
              })
            }
          >
            {t('end')}
          </button>
        </>
      ) : (
        daysLeft > 0 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void action.run(async () => {
                setDone(null);
                const started = must(await api.POST('/v1/me/vacation', { body: { days } }));
                setVacation(started);
                if (started.current) setDone(t('started', { until: untilWords(started.current.endsAt) }));
              });
            }}
          >
            <div class="field">
              <label for="vacation-days">{t('days')}</label>
              <input
                id="vacation-days"
                type="number"
                inputMode="numeric"
                min={1}
                max={daysLeft}
                step={1}
                required
                value={days}
                onInput={(e) => setDays(Math.trunc(Number(e.currentTarget.value)))}
              />
            </div>
            <button type="submit" disabled={action.busy}>
              {t('start')}
            </button>
          </form>
        )
      )}
      {done && <Notice kind="info">{done}</Notice>}
      {action.error && <Notice kind="error">{action.error}</Notice>}
    </section>
  );
}
