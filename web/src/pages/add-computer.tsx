import { useState } from 'preact/hooks';
import type { Match } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { addComputer, defaultLevel, isCooperative, levels, levelWord, type Level } from '../computer.ts';
import { words } from '../i18n.ts';

const t = words({
  en: {
    title: 'Add a computer',
    ally: 'A computer ally takes the seat at once and plays beside you.',
    opponent: 'A computer takes the seat at once and plays its own turns.',
    seatLevel: 'Seat {n} level',
    added: 'A {level} computer took seat {n}.',
    add: 'Add a computer',
    toSeat: 'to seat {n}',
  },
  fr: {
    title: 'Ajouter un ordinateur',
    ally: 'Un ordinateur allié prend la place aussitôt et joue à vos côtés.',
    opponent: 'Un ordinateur prend la place aussitôt et joue ses propres tours.',
    seatLevel: 'Niveau de la place {n}',
    added: 'Un ordinateur de niveau {level} a pris la place {n}.',
    add: 'Ajouter un ordinateur',
    toSeat: 'à la place {n}',
  },
});

/** For a seated player of a waiting match: fill an open seat with a computer, at a chosen level. */
export function AddComputer({ match, freeSeats, onAdded }: { match: Match; freeSeats: number[]; onAdded: () => Promise<void> }) {
  const [chosen, setChosen] = useState<Record<number, Level>>({});
  const [added, setAdded] = useState<string | null>(null);
  const add = useAction();
  return (
    <section class="add-computer" aria-labelledby="add-computer-title">
      <h3 id="add-computer-title">{t('title')}</h3>
      <p class="hint">{isCooperative(match.gameId) ? t('ally') : t('opponent')}</p>
      <ul class="add-computer-seats">
        {freeSeats.map((seat) => {
          const level = chosen[seat] ?? defaultLevel;
          return (
            <li key={seat} class="row">
              <label for={`computer-level-${seat}`}>{t('seatLevel', { n: seat + 1 })}</label>
              <select id={`computer-level-${seat}`} value={level} onChange={(e) => setChosen({ ...chosen, [seat]: e.currentTarget.value as Level })}>
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {levelWord(l)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                class="secondary"
                disabled={add.busy}
                onClick={() =>
                  void add.run(async () => {
                    await addComputer(match.id, seat, level);
                    setAdded(t('added', { level: levelWord(level, true), n: seat + 1 }));
                    await onAdded();
                  })
                }
              >
                {t('add')} <span class="visually-hidden">{t('toSeat', { n: seat + 1 })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {added && <Notice kind="info">{added}</Notice>}
      {add.error && <Notice kind="error">{add.error}</Notice>}
    </section>
  );
}
