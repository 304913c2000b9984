import { count, eventData, withArticle, genericEvent, num, ordinal, seatName, str, type GameEvent, type SeatNames } from '../../engine/index.js';
import { LOCATIONS, otherEnd, tile, type Branch, type Level } from './data.js';
import { boardMap } from './versions.js';
import type { RelicRunnersMove as Move } from './moves.js';
import type { RelicRunnersView as View, TileFace } from './view.js';

/** What each tile power does, in a few words (the effect ids of data.ts). */
const EFFECT_WORDS: Record<string, string> = {
  pointsPerIvory: '3 VP per ivory tile at the end',
  pointsPerRation: '2 VP per ration at the end',
  pointsPerExtraRelic: '5 VP per extra relic of a colour at the end',
  pointsPerPathway: '1 VP per pathway on the board at the end',
  pointsPerToolbox: '4 VP per toolbox on the table at the end',
  extraTurn: 'an extra turn after the last round',
  midChainTrail: 'an unfamiliar trail in the middle of a chain',
  peek: 'peek at a whole temple and pick any tile',
  replenish: 'refill to 5 rations',
  doublePathway: 'place two pathways',
  pathwayAnywhere: 'place a pathway anywhere',
  teleport: 'teleport to a temple of the same colour',
  pathwayPoint: '1 VP per pathway placed',
  firstExplorer: '1 VP for the first exploration of a site',
  templeBonus: '+1 VP whenever you score at a temple',
  opponentMovesRation: '1 ration when an opponent moves a pathway',
  campExtraRation: '1 extra ration at Base Camp',
  leaveCampFlip: 'flip a token when leaving Base Camp',
  score3: '3 VP',
  toolboxStep: 'one toolbox step',
  twoRations: '2 rations',
  newToolbox: 'a reserve toolbox onto the table',
  teleportCamp: 'teleport to Base Camp',
  movePathway: 'move one of your pathways anywhere',
  adjacentAction: 'the action of an adjacent ruin or temple',
  flipTwo: 'flip up to 2 tokens',
};

const TOOLBOX_WORDS: Record<Branch, Record<Level, string>> = {
  machete: { 1: 'the temple action here without a ration', 2: 'take 2 rations', 3: '4 VP per relic held' },
  compass: { 1: 'move 1 pathway anywhere', 2: 'move 2 pathways anywhere', 3: '2 VP per pathway in the longest route' },
  shovel: { 1: 'a reserve toolbox or 2 VP', 2: 'place a pathway next to the explorer', 3: 'double every VP scored this turn' },
};

const SCORE_REASONS: Record<string, string> = {
  'first-explorer': 'for the first exploration of a site',
  'temple-bonus': 'as a temple bonus',
  'ivory-discard': 'for discarding an ivory tile',
  purple: 'from a purple tile',
  'pathway-point': 'for placing a pathway',
  'toolbox-relics': 'with the machete, for relics held',
  'toolbox-longest-route': 'with the compass, for the longest route',
  'toolbox-shovel': 'with the shovel',
  'relic-expedition': 'for a relic expedition',
  doubled: 'as the shovel doubles the turn',
  'doubled-blue-tile': 'for a doubled blue tile',
};

const effectWords = (effect: unknown) => EFFECT_WORDS[str(effect)] ?? str(effect);

/** "Base Camp", "the ruin N1", "the blue temple N3" (temple colours are public). */
function place(view: View, location: number): string {
  const site = view.sites.find((s) => s.location === location);
  const name = site?.name ?? LOCATIONS[location]?.name ?? `location ${location}`;
  if (site?.kind === 'camp' || location === 0) return 'Base Camp';
  if (site?.kind === 'ruin') return `the ruin ${name}`;
  return site?.color ? `the ${site.color} temple ${name}` : `the temple ${name}`;
}

/** "trail 3 (N1–N3)". */
function trail(id: number): string {
  const t = boardMap().trails[id];
  if (!t) return `trail ${id}`;
  const end = (l: number) => LOCATIONS[l]?.name ?? String(l);
  return `${t.kind === 'river' ? 'river' : 'trail'} ${id} (${end(t.ends[0])}–${end(t.ends[1])})`;
}

function faceWords(face: TileFace): string {
  if (face.color === 'blue') return `a level-${face.level} blue tile worth ${face.value}`;
  return `the level-${face.level} ${face.color} tile “${effectWords(face.effect)}”`;
}

/** A tile that was face up when it left (discards, ivory and purple tiles): static data by id. */
function tileWords(id: unknown): string {
  const t = typeof id === 'number' ? tile(id) : undefined;
  if (!t) return 'a tile';
  return t.color === 'blue' ? `a level-${t.level} blue tile` : `the level-${t.level} ${t.color} tile “${effectWords(t.effect)}”`;
}

function here(view: View): number {
  const me = view.explorers.find((e) => e.seat === view.seat) ?? view.explorers.find((e) => e.seat === view.turn.seat);
  return me?.location ?? 0;
}

export function describeMove(move: Move, view: View): string {
  switch (move.type) {
    case 'step':
      return `Walk along ${trail(move.trail)} to ${place(view, otherEnd(move.trail, here(view), boardMap()))}`;
    case 'stopMove':
      return `Stop your move at ${place(view, here(view))}`;
    case 'teleport':
      return `Teleport to ${place(view, move.to)} with your ivory tile instead of moving`;
    case 'replenish':
      return 'Use your ivory tile to refill your rations to 5';
    case 'explore':
      return move.peek
        ? `Explore ${place(view, here(view))}, peeking at all its tiles with your ivory tile`
        : `Spend a ration to explore ${place(view, here(view))}`;
    case 'useToolbox': {
      const what =
        move.branch === 'shovel' && move.level === 1
          ? move.choice === 'toolbox'
            ? 'put a reserve toolbox on the table'
            : 'score 2 VP'
          : TOOLBOX_WORDS[move.branch][move.level as Level];
      return `Use your level-${move.level} ${move.branch} toolbox: ${what}`;
    }
    case 'climb':
      return move.level === 0
        ? `Move a toolbox from the bottom of the table onto the ${move.branch}`
        : `Move your ${move.branch} toolbox up from level ${move.level} to level ${move.level + 1}`;
    case 'placePathway':
      return `Place a pathway on ${trail(move.trail)}${move.ivory ? ' with your ivory tile' : ''}`;
    case 'liftPathway':
      return `Lift your pathway from ${trail(move.trail)}`;
    case 'dropPathway':
      return `Put the lifted pathway on ${trail(move.trail)}`;
    case 'keepIvory': {
      const prompt = view.prompt?.kind === 'ivoryChoice' ? view.prompt : null;
      const fresh = prompt ? faceWords(prompt.newTile) : 'the new ivory tile';
      return move.keep === 'new' ? `Keep ${fresh} and discard your old one for 2 VP` : `Keep your old ivory tile and discard ${fresh} for 2 VP`;
    }
    case 'pickTile': {
      const shown = view.prompt?.kind === 'pickTile' ? view.prompt.tiles?.[move.position] : undefined;
      return `Take the ${ordinal(move.position + 1)} tile from the top${shown ? `: ${faceWords(shown)}` : ''}`;
    }
    case 'flipToken': {
      const up = view.tokens.find((t) => t.trail === move.trail)?.faceUp;
      return `Flip the toolbox token on ${trail(move.trail)}${up === undefined ? '' : up ? ' face down' : ' face up'}`;
    }
    case 'stopFlipping':
      return 'Flip no more tokens';
    case 'adjacentAction':
      return `Do the action of ${place(view, move.location)}`;
    case 'endTurn':
      return 'End your turn';
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames): string {
  const d = eventData(event);
  const who = seatName(num(d.seat), names);
  switch (event.type) {
    case 'turnStarted':
      return `${who}’s turn begins.`;
    case 'extraTurn':
      return `${who} plays an extra turn.`;
    case 'turnEnded':
      return `${who} ended their turn.`;
    case 'stepped':
      return `${who} walked along ${trail(num(d.trail))} to ${place(view, num(d.to))}${d.familiar === true ? ', on their own pathway' : ''}.`;
    case 'teleported':
      return `${who} teleported to ${place(view, num(d.to))}.`;
    case 'moveFinished':
      return `${who} ended their move at ${place(view, num(d.at))} after ${count(num(d.trails), 'trail')}.`;
    case 'tokenFlipped':
      return `The toolbox token on ${trail(num(d.trail))} was flipped face ${d.faceUp === true ? 'up' : 'down'}.`;
    case 'tokensReset':
      return `${who} flipped the last toolbox token: every token is face up again.`;
    case 'rationsTaken':
      return `${who} took ${count(num(d.rations), 'ration')}.`;
    case 'relicCollected':
      return `${who} collected the ${str(d.color)} relic at ${place(view, num(d.location))}.`;
    case 'lastRound':
      return `${seatName(num(d.triggeredBy), names)} collected relic number ${num(d.relics)}: the last round begins.`;
    case 'pathwayPlaced':
      return `${who} placed a pathway on ${trail(num(d.trail))}.`;
    case 'pathwayMoved':
      return `${who} moved a pathway from ${trail(num(d.from))} to ${trail(num(d.to))}.`;
    case 'explored':
      return `${who} spent a ration to explore ${place(view, num(d.site))}${d.peek === true ? ', peeking at all its tiles' : ''}.`;
    case 'ruinExplored':
      return `${who} explored ${place(view, num(d.site))} (${count(num(d.tilesLeft), 'tile')} left there).`;
    case 'shrineRevealed':
      return `The last tile of ${place(view, num(d.site))} is gone: ${withArticle(`${str(d.relic)} relic`)} now lies on its shrine.`;
    case 'ivoryTaken':
      return `${who} took ${tileWords(d.tile)} from ${place(view, num(d.site))}.`;
    case 'blueTaken':
      return `${who} took a level-${num(d.level)} blue tile from ${place(view, num(d.site))}, face down.`;
    case 'blueTileSeen':
      return `The blue tile ${who} took from ${place(view, num(d.site))} is worth ${num(d.value)}.`;
    case 'purpleTaken':
      return `${who} took the purple tile of ${place(view, num(d.site))}: ${effectWords(d.effect)}.`;
    case 'purpleRevealed':
      return `The next purple tile of ${place(view, num(d.site))} is face up: ${effectWords(d.effect)}.`;
    case 'ivoryKept':
      return `${who} kept the ${d.kept === 'old' ? 'old' : 'new'} ivory tile and discarded ${tileWords(d.discarded)}.`;
    case 'ivoryUsed':
      return `${who} used and discarded ${tileWords(d.tile)}.`;
    case 'blueRevealed':
      return `${who} revealed a blue tile worth ${num(d.value)}.`;
    case 'templePeeked': {
      const tiles = Array.isArray(d.topFirst) ? (d.topFirst as TileFace[]) : [];
      return `The tiles of ${place(view, num(d.site))}, top first: ${tiles.map(faceWords).join('; ')}.`;
    }
    case 'toolboxAdded':
      return `${who} put a reserve toolbox on the table.`;
    case 'toolboxUsed': {
      const branch = str(d.branch) as Branch;
      const level = num(d.level) as Level;
      const what =
        branch === 'shovel' && level === 1 ? (d.choice === 'toolbox' ? 'a reserve toolbox to the table' : '2 VP') : (TOOLBOX_WORDS[branch]?.[level] ?? '');
      return `${who} used their level-${level} ${branch} toolbox: ${what}.`;
    }
    case 'toolboxClimbed':
      return `${who} moved a toolbox up to level ${num(d.to)} of the ${str(d.branch)}.`;
    case 'scored': {
      const reason = SCORE_REASONS[str(d.reason)];
      return `${who} scored ${num(d.points)} VP${reason ? ` ${reason}` : ''}.`;
    }
    case 'gameOver': {
      const sheets = Array.isArray(d.scores) ? (d.scores as { seat: number; total: number }[]) : [];
      return `The game is over. Scores: ${sheets.map((s) => `${seatName(s.seat, names)} ${s.total}`).join(', ')}.`;
    }
    default:
      return genericEvent(event, names);
  }
}
