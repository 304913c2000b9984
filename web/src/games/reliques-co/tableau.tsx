import type { PlayerView, TableauCardView, View } from '../../../../src/games/reliques-co/view.ts';
import { changed } from '../../board/motion.ts';
import { CardFace, SideSummary } from './card.tsx';
import { RelicCubes, RelicSwatch, SeatCube } from './pieces.tsx';
import { targetName } from './targets.ts';
import { FIND_WORDS, RELIC_ORDER, relicWord } from './words.ts';

/**
 * The attributes of the element named `name`: those of a target when it is one now (its class
 * joined to `base`), else just `base` as its class. `named`: the element's visible text names it,
 * so the move's words are its title (a description), not an aria-label hiding that text.
 */
export type On = (name: string, base?: string, named?: boolean) => Record<string, unknown>;
export const isTarget = (attributes: Record<string, unknown>) => 'data-target' in attributes;

const CELL_WORDS = (cell: number) => `${cell < 4 ? 'top' : 'bottom'} row, place ${(cell % 4) + 1}`;

export function PlayerPanel({
  view,
  player,
  name,
  isViewer,
  on,
  previous,
}: {
  view: View;
  player: PlayerView;
  name: string;
  isViewer: boolean;
  on: On;
  previous: View | null;
}) {
  const seat = player.seat;
  const before = previous?.players.find((p) => p.seat === seat);
  const hasPrevious = previous !== null;
  const active = !view.over && view.turn.seat === seat;
  const placedOn = (key: string) => (active ? (view.turn.placements.find((p) => p.key === key)?.dice ?? []) : []);
  const majority = view.majorityReputation?.[seat];
  return (
    <section class={`rc-player rc-seat-border-${seat % 4}${active ? ' rc-active' : ''}`} aria-label={`${name}'s tableau`} data-seat={seat}>
      <header class="rc-player-head">
        <SeatCube seat={seat} />
        <h3>
          {name}
          {isViewer && <span class="rc-you"> (you)</span>}
          {active && <span class="rc-to-play"> · to play</span>}
          {view.firstPlayer === seat && <span class="rc-first"> · first player</span>}
        </h3>
        <dl class="rc-stats">
          <div {...changed(before?.dollars, player.dollars, hasPrevious)}>
            <dt>Dollars</dt>
            <dd>${player.dollars}</dd>
          </div>
          <div {...changed(before?.reputation, player.reputation, hasPrevious)}>
            <dt>Reputation</dt>
            <dd>
              ★{player.reputation}
              {majority !== undefined && majority > 0 && <span> +{majority} majorities</span>}
            </dd>
          </div>
          <div>
            <dt>Dice</dt>
            <dd>{player.dice}</dd>
          </div>
          {player.diveBonus > 0 && (
            <div>
              <dt>Dive bonus</dt>
              <dd>+{player.diveBonus}</dd>
            </div>
          )}
          <div class="rc-relic-totals" {...changed(before?.relics, player.relics, hasPrevious)}>
            <dt>Relics</dt>
            <dd>
              {RELIC_ORDER.map((relic) => (
                <span class="rc-relic-total" title={`${player.relics[relic]} ${relicWord(relic, player.relics[relic])}`}>
                  <RelicSwatch relic={relic} />
                  {player.relics[relic]}
                  <span class="visually-hidden"> {relicWord(relic, player.relics[relic])}</span>
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </header>
      <div class="rc-tableau" role="group" aria-label={`${name}'s cards, 2 rows of 4`}>
        {player.tableau.map((card, cell) => (
          <Cell
            card={card}
            cell={cell}
            seat={seat}
            on={on}
            placedOn={placedOn}
            motion={changed(before?.tableau[cell], card, hasPrevious)}
          />
        ))}
      </div>
      {player.dives.length > 0 && (
        <div class="rc-dives" {...changed(before?.dives, player.dives, hasPrevious)}>
          <span class="rc-dives-title">Dive cards:</span>
          {player.dives.map((d) => (
            <span class="rc-dive-chip">
              {d.value} · {FIND_WORDS[d.find]}
            </span>
          ))}
        </div>
      )}
    </section>
  );
}

function Cell({
  card,
  cell,
  seat,
  on,
  placedOn,
  motion,
}: {
  card: TableauCardView | null;
  cell: number;
  seat: number;
  on: On;
  placedOn: (key: string) => number[];
  motion: Record<string, unknown>;
}) {
  if (card === null) {
    const place = on(targetName.cell(cell), 'rc-cell rc-empty');
    const open = isTarget(place);
    return (
      <div {...place} {...motion} aria-label={open ? `Place here: ${place.title as string}` : undefined}>
        {open ? <span aria-hidden="true">Place here</span> : <span class="visually-hidden">Empty: {CELL_WORDS(cell)}</span>}
      </div>
    );
  }
  const side = card.level === 2 ? card.level2 : card.level1;
  const upgrade = on(targetName.upgrade(cell), `rc-cell rc-card rc-level-${card.level}`, true);
  const upgradable = isTarget(upgrade);
  return (
    <div {...upgrade} {...motion} data-cell={cell}>
      <CardFace
        card={card}
        side={side}
        level={card.level}
        box={(_, index) => ({ attributes: on(targetName.action(cell, index), 'rc-action', true), dice: placedOn(`card:${cell}:${index}`) })}
      >
        {card.relic && card.cubes > 0 && (
          <div class="rc-card-cubes">
            <RelicCubes relic={card.relic} count={card.cubes} seat={seat} />
          </div>
        )}
        {upgradable && <SideSummary label="Level 2" side={card.level2} />}
      </CardFace>
    </div>
  );
}
