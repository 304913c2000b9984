import { useState } from 'preact/hooks';
import type { Match } from '../api.ts';
import { Notice, useAction } from '../components/form.tsx';
import { addComputer, defaultLevel, isCooperative, levels, levelWords, type Level } from '../computer.ts';

/** For a seated player of a waiting match: fill an open seat with a computer, at a chosen level. */
export function AddComputer({ match, freeSeats, onAdded }: { match: Match; freeSeats: number[]; onAdded: () => Promise<void> }) {
  const [chosen, setChosen] = useState<Record<number, Level>>({});
  const [added, setAdded] = useState<string | null>(null);
  const add = useAction();
  return (
    <section class="add-computer" aria-labelledby="add-computer-title">
      <h3 id="add-computer-title">Add a computer</h3>
      <p class="hint">{isCooperative(match.gameId) ? 'A computer ally takes the seat at once and plays beside you.' : 'A computer takes the seat at once and plays its own turns.'}</p>
      <ul class="add-computer-seats">
        {freeSeats.map((seat) => {
          const level = chosen[seat] ?? defaultLevel;
          return (
            <li key={seat} class="row">
              <label for={`computer-level-${seat}`}>Seat {seat + 1} level</label>
              <select id={`computer-level-${seat}`} value={level} onChange={(e) => setChosen({ ...chosen, [seat]: e.currentTarget.value as Level })}>
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {levelWords[l]}
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
                    setAdded(`A ${level} computer took seat ${seat + 1}.`);
                    await onAdded();
                  })
                }
              >
                Add a computer <span class="visually-hidden">to seat {seat + 1}</span>
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
