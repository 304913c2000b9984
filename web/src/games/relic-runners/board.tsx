import { useState } from 'preact/hooks';
import type { RelicRunnersMove } from '../../../../src/games/relic-runners/moves.ts';
import type { RelicRunnersView } from '../../../../src/games/relic-runners/view.ts';
import type { BoardProps, ConfirmMove } from '../../board/types.ts';
import { NARROW, useMedia } from '../../board/media.ts';
import { ZoomPan } from '../../board/zoom-pan.tsx';
import { ExplorerChart } from './chart.tsx';
import { JungleMap } from './map.tsx';
import { MAP_RADIUS } from './layout.ts';
import { PromptDialog, promptWords } from './prompt.tsx';
import { byElement, click, offered, type Choice, type Element } from './targets.ts';
import { words } from '../../i18n.ts';
import { RELIC_COLORS, placeName, relicLetter, relicName, seatLabel, seatStyle, tileWords } from './words.ts';
import './board.css';

type Props = BoardProps<RelicRunnersView, RelicRunnersMove>;

const t = words({
  en: {
    over: 'Game over',
    turnYours: 'Turn {n}: your turn',
    turnOf: 'Turn {n}: {name} to play',
    relics: 'Relics {n} of {of}',
    lastRound: 'Last round ({name} took relic {n})',
    doubling: "Shovel: this turn's VP count double",
    actions: 'Turn actions',
    expedition: ' You set out from a shrine with the {relic}: end your move on another shrine with one to collect it.',
    again: 'Choose again',
    answer: 'Answer the question',
    map: 'The jungle map',
    fold: "{name}'s chart · {rations} rations · {relics, plural, one {# relic} other {# relics}}{toPlay, select, yes { · to play} other {}}",
    sawLabel: 'Tiles you saw',
    saw: 'Tiles you saw, still face down',
    seen: '{site}: {tile}',
    key: 'Map key',
    jungle: 'jungle trail',
    river: 'river trail with its toolbox token',
    tokenUp: ' token face up, ',
    tokenDown: ' face down',
    stack: 'tiles left, by size (level 1 largest)',
    final: 'Final scores',
    explorer: 'Explorer',
    coins: 'Coins',
    blueTiles: 'Blue tiles',
    relicColours: 'Relic colours',
    ivoryBonus: 'Ivory bonus',
    total: 'Total',
    confirm: 'End your turn now? Whatever else you could do this turn is given up.',
    endTurn: 'End my turn',
  },
  fr: {
    over: 'Partie terminée',
    turnYours: 'Tour {n} : à vous',
    turnOf: 'Tour {n} : à {name} de jouer',
    relics: 'Reliques : {n} sur {of}',
    lastRound: 'Dernier tour ({name} a pris la relique {n})',
    doubling: 'Pelle : les PV de ce tour comptent double',
    actions: 'Actions du tour',
    expedition: ' Vous êtes parti d’un sanctuaire portant le {relic} : terminez votre déplacement sur un autre sanctuaire qui en porte un pour le récupérer.',
    again: 'Choisir à nouveau',
    answer: 'Répondre à la question',
    map: 'La carte de la jungle',
    fold: '{name} · carte · {rations, plural, one {# ration} other {# rations}} · {relics, plural, one {# relique} other {# reliques}}{toPlay, select, yes { · à jouer} other {}}',
    sawLabel: 'Tuiles vues',
    saw: 'Tuiles que vous avez vues, toujours face cachée',
    seen: '{site} : {tile}',
    key: 'Légende de la carte',
    jungle: 'sentier de jungle',
    river: 'sentier de rivière avec son jeton boîte à outils',
    tokenUp: ' jeton face visible, ',
    tokenDown: ' face cachée',
    stack: 'tuiles restantes, par taille (niveau 1 la plus grande)',
    final: 'Scores finaux',
    explorer: 'Explorateur',
    coins: 'Pièces',
    blueTiles: 'Tuiles bleues',
    relicColours: 'Couleurs de reliques',
    ivoryBonus: 'Bonus ivoire',
    total: 'Total',
    confirm: 'Terminer votre tour maintenant ? Tout ce que vous pourriez encore faire ce tour-ci est abandonné.',
    endTurn: 'Terminer mon tour',
  },
});

/**
 * The Relic Runners table: the jungle map (sites, trails, tokens, pathways, explorers), every
 * Explorer's Chart, and an action bar. The player plays by clicking what is highlighted; a
 * click that leaves several moves open narrows the choice and the bar or the map offers the
 * rest (see targets.ts). Mid-turn questions open a dialog.
 */
export function Board({ view, seat, players, legal, play, busy, previous }: Props) {
  // The clicks made towards a move, for the legal moves they were made against only: a new set
  // of moves (another turn, a played move) starts from nothing.
  const [picked, setPicked] = useState<{ moves: unknown; keys: string[]; hidden: boolean }>({ moves: null, keys: [], hidden: false });
  const current = legal !== null && picked.moves === legal.moves;
  const selection = current ? picked.keys : [];
  const dialogHidden = current && picked.hidden;
  const choices = busy ? [] : offered(legal, view, selection);
  const elements = byElement(choices);
  const names = players.map((p) => p.name);
  const nameOf = (s: number) => names[s] ?? seatLabel(s);

  function choose(key: string) {
    if (!legal || busy) return;
    const outcome = click(legal, view, selection, key);
    if (!outcome) return;
    if ('play' in outcome) play(outcome.play);
    else setPicked({ moves: legal.moves, keys: outcome.select, hidden: false });
  }
  const pickedElements = pickedOnBoard(legal, view, selection);
  const bar = choices.filter((c) => c.element.startsWith('bar:'));
  const asking = choices.some((c) => c.element.startsWith('dialog:'));
  // A turn begun on a shrine with a relic may end on another shrine with the same relic: a Relic Expedition.
  const expedition = !view.over && view.turn.phase !== 'moved' ? view.turn.startRelic : null;
  const order = view.explorers.map((e) => e.seat).sort((a, b) => (a === seat ? -1 : b === seat ? 1 : a - b));
  const narrow = useMedia(NARROW);

  return (
    <div class="rr-board" data-expedition={expedition ?? undefined}>
      <p class="rr-status">
        <span>{view.over ? t('over') : view.turn.seat === seat ? t('turnYours', { n: view.turn.number }) : t('turnOf', { n: view.turn.number, name: nameOf(view.turn.seat) })}</span>
        <span>{t('relics', { n: view.relicsCollected, of: view.relicsToEnd })}</span>
        {view.lastRoundTriggeredBy !== null && !view.over && <span class="rr-alert">{t('lastRound', { name: nameOf(view.lastRoundTriggeredBy), n: view.relicsToEnd })}</span>}
        {view.turn.doubling && !view.over && <span class="rr-alert">{t('doubling')}</span>}
      </p>
      <div class="rr-bar" role="group" aria-label={t('actions')}>
        <p class="rr-prompt">
          {promptWords(view, names)}
          {expedition && view.turn.seat === seat && t('expedition', { relic: relicName(expedition) })}
        </p>
        {bar.map((choice) => (
          <button key={choice.key} type="button" class="target" data-target={choice.key} onClick={() => choose(choice.key)}>
            {choice.label}
          </button>
        ))}
        {selection.length > 0 && (
          <button type="button" class="secondary" onClick={() => setPicked({ moves: legal?.moves ?? null, keys: [], hidden: false })}>
            {t('again')}
          </button>
        )}
        {asking && dialogHidden && (
          <button type="button" class="target" data-target="show-question" onClick={() => setPicked({ moves: legal?.moves ?? null, keys: selection, hidden: false })}>
            {t('answer')}
          </button>
        )}
      </div>
      <div class="rr-layout">
        <div class="rr-map-wrap">
          {/* On a phone the map opens at the zoom where a site, a token or a trail's middle is 44 px wide. */}
          <ZoomPan width={MAP_RADIUS * 2} readable={0.75} label={t('map')} focusKey={choices.map((c) => c.key).join(' ')}>
            <JungleMap view={view} previous={previous} choices={elements} picked={pickedElements} choose={choose} names={names} />
          </ZoomPan>
          <Legend />
        </div>
        <div class="rr-charts">
          {order.map((s) => {
            const explorer = view.explorers.find((e) => e.seat === s)!;
            const chart = (
              <ExplorerChart key={s} view={view} previous={previous} explorer={explorer} name={nameOf(s)} mine={s === seat} showActions={s === (seat ?? order[0])} choices={elements} picked={pickedElements} choose={choose} />
            );
            // On a phone the other explorers' charts fold away (nothing on them can be clicked).
            if (!narrow || s === (seat ?? order[0])) return chart;
            const relics = RELIC_COLORS.reduce((sum, c) => sum + explorer.relics[c], 0);
            return (
              <details key={s} class="rr-chart-fold">
                <summary>{t('fold', { name: nameOf(s), rations: explorer.rations, relics, toPlay: view.turn.seat === s && !view.over ? 'yes' : 'no' })}</summary>
                {chart}
              </details>
            );
          })}
          {view.you && view.you.peeked.length > 0 && (
            <section class="rr-chart" aria-label={t('sawLabel')}>
              <strong>{t('saw')}</strong>
              <ul class="rr-peeked">
                {view.you.peeked.map((p, i) => (
                  <li key={i}>{t('seen', { site: placeName(view.sites.find((s) => s.location === p.site)?.name ?? String(p.site)), tile: tileWords(p.tile) })}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {view.final && <FinalScores view={view} nameOf={nameOf} />}
      {asking && !dialogHidden && (
        <PromptDialog view={view} choices={choices} choose={choose} onHide={() => setPicked({ moves: legal?.moves ?? null, keys: selection, hidden: true })} />
      )}
    </div>
  );
}

/** The elements clicked so far for the move being built (drawn as chosen, no longer clickable). */
function pickedOnBoard(legal: Props['legal'], view: RelicRunnersView, selection: string[]): Set<Element> {
  const out = new Set<Element>();
  selection.forEach((key, depth) => {
    const choice: Choice | undefined = offered(legal, view, selection.slice(0, depth)).find((c) => c.key === key);
    if (choice) out.add(choice.element);
  });
  return out;
}

function Legend() {
  return (
    <ul class="rr-legend" aria-label={t('key')}>
      <li>
        <svg viewBox="0 0 40 12" aria-hidden="true">
          <path class="rr-bed" d="M2 6H38" />
          <path class="rr-line jungle" d="M2 6H38" />
        </svg>
        {t('jungle')}
      </li>
      <li>
        <svg viewBox="0 0 40 12" aria-hidden="true">
          <path class="rr-bed river" d="M2 6H38" />
          <path class="rr-line river" d="M2 6H38" />
        </svg>
        {t('river')}
      </li>
      <li>
        <span class="rr-key-box up" aria-hidden="true" />
        {t('tokenUp')}
        <span class="rr-key-box down" aria-hidden="true" />
        {t('tokenDown')}
      </li>
      <li>
        <span class="rr-key-stack" aria-hidden="true">
          <span />
          <span />
        </span>
        {t('stack')}
      </li>
      <li>{RELIC_COLORS.map((c) => `${relicLetter(c)} ${relicName(c)}`).join(' · ')}</li>
    </ul>
  );
}

function FinalScores({ view, nameOf }: { view: RelicRunnersView; nameOf(seat: number): string }) {
  return (
    <table class="rr-final">
      <caption>{t('final')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('explorer')}</th>
          <th scope="col">{t('coins')}</th>
          <th scope="col">{t('blueTiles')}</th>
          <th scope="col">{t('relicColours')}</th>
          <th scope="col">{t('ivoryBonus')}</th>
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {(view.final ?? []).map((sheet) => (
          <tr key={sheet.seat}>
            <th scope="row">
              <span class="rr-swatch" style={{ background: seatStyle(sheet.seat).color }} aria-hidden="true">
                {sheet.seat + 1}
              </span>{' '}
              {nameOf(sheet.seat)}
            </th>
            <td>{sheet.coins}</td>
            <td>{sheet.blueTiles}</td>
            <td>{sheet.relicColors}</td>
            <td>{sheet.ivoryBonus}</td>
            <td>
              <strong>{sheet.total}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Asked before it is sent (web/README.md, "Confirm or undo"): ending the turn while something else could still be done. */
export const confirmMove: ConfirmMove<RelicRunnersView, RelicRunnersMove> = (move) =>
  move.type === 'endTurn' ? { question: t('confirm'), confirm: t('endTurn') } : null;
