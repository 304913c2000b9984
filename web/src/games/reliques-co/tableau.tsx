import type { PlayerView, TableauCardView, View } from '../../../../src/games/reliques-co/view.ts';
import { changed } from '../../board/motion.ts';
import { CardFace, SideSummary } from './card.tsx';
import { RelicCubes, RelicSwatch, SeatCube } from './pieces.tsx';
import { targetName } from './targets.ts';
import { findWord, RELIC_ORDER, relicWord } from './words.ts';
import { words } from '../../i18n.ts';

const t = words({
  en: {
    cell: '{row, select, top {top} other {bottom}} row, place {n}',
    tableau: "{name}'s tableau",
    you: ' (you)',
    toPlay: ' · to play',
    first: ' · first player',
    dollars: 'Dollars',
    dollarsValue: '${n}',
    reputation: 'Reputation',
    majorities: ' +{n} majorities',
    dice: 'Dice',
    diveBonus: 'Dive bonus',
    relics: 'Relics',
    relicCount: '{n} {relic}',
    cards: "{name}'s cards, 2 rows of 4",
    diveCards: 'Dive cards:',
    placeHereLabel: 'Place here: {move}',
    placeHere: 'Place here',
    empty: 'Empty: {cell}',
    level2: 'Level 2',
  },
  fr: {
    cell: 'rangée du {row, select, top {haut} other {bas}}, place {n}',
    tableau: 'Tableau de {name}',
    you: ' (vous)',
    toPlay: ' · à jouer',
    first: ' · premier joueur',
    dollars: 'Dollars',
    dollarsValue: '{n}\u00a0$',
    reputation: 'Réputation',
    majorities: ' +{n} de majorités',
    dice: 'Dés',
    diveBonus: 'Bonus de Plongée',
    relics: 'Reliques',
    relicCount: '{n} {relic}',
    cards: 'Cartes de {name}, 2 rangées de 4',
    diveCards: 'Cartes Plongée :',
    placeHereLabel: 'Placer ici : {move}',
    placeHere: 'Placer ici',
    empty: 'Vide : {cell}',
    level2: 'Niveau 2',
  },
});

/**
 * The attributes of the element named `name`: those of a target when it is one now (its class
 * joined to `base`), else just `base` as its class. `named`: the element's visible text names it,
 * so the move's words are its title (a description), not an aria-label hiding that text.
 */
export type On = (name: string, base?: string, named?: boolean) => Record<string, unknown>;
export const isTarget = (attributes: Record<string, unknown>) => 'data-target' in attributes;

const CELL_WORDS = (cell: number) => t('cell', { row: cell < 4 ? 'top' : 'bottom', n: String((cell % 4) + 1) });

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
    <section class={`rc-player rc-seat-border-${seat % 4}${active ? ' rc-active' : ''}`} aria-label={t('tableau', { name })} data-seat={seat}>
      <header class="rc-player-head">
        <SeatCube seat={seat} />
        <h3>
          {name}
          {isViewer && <span class="rc-you">{t('you')}</span>}
          {active && <span class="rc-to-play">{t('toPlay')}</span>}
          {view.firstPlayer === seat && <span class="rc-first">{t('first')}</span>}
        </h3>
        <dl class="rc-stats">
          <div {...changed(before?.dollars, player.dollars, hasPrevious)}>
            <dt>{t('dollars')}</dt>
            <dd>{t('dollarsValue', { n: String(player.dollars) })}</dd>
          </div>
          <div {...changed(before?.reputation, player.reputation, hasPrevious)}>
            <dt>{t('reputation')}</dt>
            <dd>
              ★{player.reputation}
              {majority !== undefined && majority > 0 && <span>{t('majorities', { n: String(majority) })}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('dice')}</dt>
            <dd>{player.dice}</dd>
          </div>
          {player.diveBonus > 0 && (
            <div>
              <dt>{t('diveBonus')}</dt>
              <dd>+{player.diveBonus}</dd>
            </div>
          )}
          <div class="rc-relic-totals" {...changed(before?.relics, player.relics, hasPrevious)}>
            <dt>{t('relics')}</dt>
            <dd>
              {RELIC_ORDER.map((relic) => (
                <span class="rc-relic-total" title={t('relicCount', { n: String(player.relics[relic]), relic: relicWord(relic, player.relics[relic]) })}>
                  <RelicSwatch relic={relic} />
                  {player.relics[relic]}
                  <span class="visually-hidden"> {relicWord(relic, player.relics[relic])}</span>
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </header>
      <div class="rc-tableau" role="group" aria-label={t('cards', { name })}>
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
          <span class="rc-dives-title">{t('diveCards')}</span>
          {player.dives.map((d) => (
            <span class="rc-dive-chip">
              {d.value} · {findWord(d.find)}
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
      <div {...place} {...motion} aria-label={open ? t('placeHereLabel', { move: place.title as string }) : undefined}>
        {open ? <span aria-hidden="true">{t('placeHere')}</span> : <span class="visually-hidden">{t('empty', { cell: CELL_WORDS(cell) })}</span>}
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
        {upgradable && <SideSummary label={t('level2')} side={card.level2} />}
      </CardFace>
    </div>
  );
}
