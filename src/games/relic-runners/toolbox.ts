import type { Branch, Level } from './data.js';
import { longestRoute } from './board.js';
import { doubleBlue, exploreSite } from './explore.js';
import { me, mine, push, score, takeRations, type Ctx } from './draft.js';
import type { Prompt } from './state.js';

/** The Progression Table: using a Toolbox (nine actions) and climbing one step. */

export function useToolbox(ctx: Ctx, branch: Branch, level: Level, choice: 'toolbox' | 'points' | undefined): void {
  const s = ctx.s;
  const t = s.turn;
  const p = me(ctx);
  const chart = mine(ctx, 'chart');
  (chart[branch] as number[])[level - 1]! -= 1;
  chart.bottom++;
  t.toolboxUsed = true;
  ctx.events.push({ type: 'toolboxUsed', audience: 'all', data: { seat: t.seat, branch, level, choice: choice ?? null } });
  switch (`${branch}${level}`) {
    case 'machete1':
      exploreSite(ctx, p.location);
      return;
    case 'machete2':
      takeRations(ctx, t.seat, 2);
      return;
    case 'machete3':
      score(ctx, 4 * p.relics.reduce((a, b) => a + b, 0), 'toolbox-relics');
      return;
    case 'compass1':
    case 'compass2':
      push(ctx, { kind: 'movePathway', count: level, lifted: null, vacated: [], placed: [] });
      return;
    case 'compass3': {
      score(ctx, 2 * longest(ctx), 'toolbox-longest-route');
      return;
    }
    case 'shovel1':
      if (choice === 'toolbox') {
        chart.reserve--;
        chart.bottom++;
      } else {
        score(ctx, 2, 'toolbox-shovel');
      }
      return;
    case 'shovel2':
      push(ctx, { kind: 'placePathway', anchor: p.location, ivoryAllowed: true });
      return;
    case 'shovel3': {
      t.doubling = true;
      const already = t.coinsThisTurn;
      if (already > 0) {
        p.coins += already;
        ctx.events.push({ type: 'scored', audience: 'all', data: { seat: t.seat, points: already, reason: 'doubled' } });
      }
      for (const id of t.blueThisTurn) doubleBlue(ctx, id);
      return;
    }
  }
}

function longest(ctx: Ctx): number {
  return longestRoute(ctx.s, ctx.s.turn.seat);
}

export function climb(ctx: Ctx, branch: Branch, level: number): void {
  const chart = mine(ctx, 'chart');
  if (level === 0) chart.bottom--;
  else (chart[branch] as number[])[level - 1]! -= 1;
  (chart[branch] as number[])[level]! += 1;
  const prompt = ctx.s.pending[0] as Extract<Prompt, { kind: 'climb' }>;
  if (prompt.steps > 1) ctx.s.pending[0] = { kind: 'climb', steps: prompt.steps - 1 };
  else ctx.s.pending.shift();
  ctx.events.push({ type: 'toolboxClimbed', audience: 'all', data: { seat: ctx.s.turn.seat, branch, to: level + 1 } });
}
