import { RELIC_COLOR_POINTS, TOOLBOXES_PER_PLAYER, tile } from './data.js';
import { pathwaysOnBoard } from './board.js';
import type { PlayerState, RelicRunnersState as State } from './state.js';
import type { GameResult } from '../../engine/index.js';

export interface ScoreSheet {
  seat: number;
  coins: number;
  blueTiles: number;
  relicColors: number;
  /** Level-1 ivory end-game bonus (0 without one). */
  ivoryBonus: number;
  total: number;
  relics: number;
  differentRelics: number;
}

function ivoryBonus(p: PlayerState): number {
  const id = p.ivory[0];
  if (id === null || id === undefined) return 0;
  const t = tile(id);
  if (t.color !== 'ivory') return 0;
  switch (t.effect) {
    case 'pointsPerIvory':
      return 3 * p.ivory.filter((x) => x !== null).length;
    case 'pointsPerRation':
      return 2 * p.rations;
    case 'pointsPerExtraRelic':
      return 5 * p.relics.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    case 'pointsPerPathway':
      return pathwaysOnBoard(p);
    case 'pointsPerToolbox':
      return 4 * (TOOLBOXES_PER_PLAYER - p.chart.reserve);
    default:
      return 0; // the extra turn is its own reward
  }
}

export function scoreSheet(p: PlayerState, seat: number): ScoreSheet {
  const blueTiles = p.blue.reduce((sum, b) => {
    const t = tile(b.tile);
    return sum + (t.color === 'blue' ? t.value : 0);
  }, 0);
  const differentRelics = p.relics.filter((n) => n > 0).length;
  const relicColors = RELIC_COLOR_POINTS * differentRelics;
  const bonus = ivoryBonus(p);
  return {
    seat,
    coins: p.coins,
    blueTiles,
    relicColors,
    ivoryBonus: bonus,
    total: p.coins + blueTiles + relicColors + bonus,
    relics: p.relics.reduce((a, b) => a + b, 0),
    differentRelics,
  };
}

export function finalScores(s: State): ScoreSheet[] {
  return s.players.map(scoreSheet);
}

/** Most points; ties go to the most relics, then the most different relics; still tied: shared. */
export function gameResult(s: State): GameResult | null {
  if (!s.over) return null;
  const sheets = finalScores(s);
  const key = (x: ScoreSheet): [number, number, number] => [x.total, x.relics, x.differentRelics];
  let best = sheets[0] as ScoreSheet;
  for (const sh of sheets) {
    const a = key(sh);
    const b = key(best);
    if (a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))) best = sh;
  }
  const winners = sheets.filter((sh) => sh.total === best.total && sh.relics === best.relics && sh.differentRelics === best.differentRelics).map((sh) => sh.seat);
  return { winners, scores: sheets.map((sh) => sh.total), details: { sheets } };
}
