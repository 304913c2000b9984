import { RuleError, sameJson, type ApplyOutcome } from '../../engine/index.js';
import { MAX_RATIONS, tile, type Level } from './data.js';
import { boardMap } from './versions.js';
import { isUntouched, player } from './board.js';
import { discardIvory, flipToken, me, only, push, rememberPeeked, startCopy, takeRations } from './draft.js';
import { exploreSite, settleIvoryChoice, takeTempleTile } from './explore.js';
import { legalMoves, promptMoves, stepAllowed, usableBeforeDiscard } from './legal.js';
import type { RelicRunnersMove as Move } from './moves.js';
import { dropPathway, liftPathway, placePathway } from './pathways.js';
import type { Prompt, RelicRunnersState as State } from './state.js';
import { climb, useToolbox } from './toolbox.js';
import { endTurn, finishMove, settle, step, teleport } from './turn.js';

/**
 * The entry point of every move: check it against the rules, copy what it will change, play
 * it (the effects live in draft.ts, explore.ts, toolbox.ts, pathways.ts and turn.ts), then
 * settle automatic follow-ups.
 */
// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

const ILLEGAL: Record<Move['type'], [string, string]> = {
  step: ['trail-not-allowed', 'You may move along one unfamiliar trail plus a chain of your own Pathways before or after it, each trail once per turn, never through Base Camp and not ending where you started.'],
  stopMove: ['cannot-stop-here', 'You must have moved and may not end your move where you started your turn.'],
  teleport: ['teleport-not-allowed', 'Teleport needs the ivory tile, instead of moving, to another temple of the same colour without a relic.'],
  replenish: ['replenish-not-allowed', 'Replenishing needs the ivory tile and happens at the very beginning of your turn.'],
  explore: ['cannot-explore', 'Explore once after your move, spending a ration, on a Ruin or Temple with tiles left (peek: ivory tile and 2+ tiles).'],
  useToolbox: ['toolbox-not-usable', 'Use at most one Toolbox per turn, from its spot on the Progression Table, outside another action, when its action is possible.'],
  climb: ['cannot-climb', 'Only a Toolbox on the Table below the top may move up one step.'],
  placePathway: ['pathway-not-allowed', 'Place a Pathway on a trail next to you that holds none of yours (ivory tiles widen this).'],
  liftPathway: ['cannot-lift', 'Pick up one of your Pathways on the board that you have not just moved.'],
  dropPathway: ['cannot-drop', 'A moved Pathway goes to a trail without one of yours, not one just vacated.'],
  keepIvory: ['no-ivory-choice', 'There is no ivory tile choice to make.'],
  pickTile: ['no-tile-choice', 'There is no temple tile to pick.'],
  flipToken: ['cannot-flip', 'There is no Toolbox token to flip now.'],
  stopFlipping: ['must-flip', 'You must flip this token.'],
  adjacentAction: ['not-adjacent', 'Choose an adjacent Ruin or Temple with tiles left.'],
  endTurn: ['cannot-end-turn', 'Finish your move and answer every pending choice before ending your turn.'],
};

/** Same answer as membership in legalMoves, checking the frequent moves without listing. */
function isLegal(state: State, seat: number, move: Move): boolean {
  const prompt = state.pending[0];
  if (prompt) return promptMoves(state, prompt).some((m) => sameJson(m, move));
  const phase = state.turn.phase;
  if (move.type === 'step') return phase !== 'moved' && stepAllowed(state, move.trail);
  if (move.type === 'stopMove') return phase === 'moving' && player(state, seat).location !== state.turn.start;
  if (move.type === 'endTurn') return phase === 'moved';
  return legalMoves(state, seat).some((m) => sameJson(m, move));
}

/** `peek: false` and `ivory: false` mean the same as leaving the flag out. */
function normalize(move: Move): Move {
  if (move.type === 'explore' && move.peek === false) return { type: 'explore' };
  if (move.type === 'placePathway' && move.ivory === false) return { type: 'placePathway', trail: move.trail };
  return move;
}

export function applyMove(state: State, seat: number, given: Move): ApplyOutcome<State> {
  const move = normalize(given);
  if (state.over) throw new RuleError('game-over', 'The game is over.');
  if (seat !== state.turn.seat) throw new RuleError('not-your-turn', `It is seat ${state.turn.seat}'s turn.`);
  if (!isLegal(state, seat, move)) {
    const prompt = state.pending[0];
    if (prompt) throw new RuleError('answer-prompt', `First answer the pending choice (${prompt.kind}).`);
    const [code, message] = ILLEGAL[move.type] ?? ['illegal-move', 'Not a legal move now.'];
    throw new RuleError(code, message);
  }
  const ctx = startCopy(state);
  const s = ctx.s;
  const p = me(ctx);
  switch (move.type) {
    case 'step':
      step(ctx, move.trail);
      break;
    case 'stopMove':
      finishMove(ctx);
      break;
    case 'teleport': {
      const choice = s.pending[0];
      if (choice?.kind === 'ivoryChoice') {
        // The power of the tile about to be discarded, used before the choice completes.
        const used = usableBeforeDiscard(s, choice) as number;
        ctx.events.push({ type: 'ivoryUsed', audience: 'all', data: { seat, tile: used, why: 'teleport' } });
        teleport(ctx, move.to);
        settleIvoryChoice(ctx, used === choice.newTile ? 'old' : 'new');
      } else {
        discardIvory(ctx, 2, 'teleport');
        teleport(ctx, move.to);
      }
      break;
    }
    case 'replenish':
      discardIvory(ctx, 2, 'replenish');
      takeRations(ctx, seat, MAX_RATIONS);
      break;
    case 'explore': {
      p.rations--;
      s.campRations++;
      s.turn.explored = true;
      ctx.events.push({ type: 'explored', audience: 'all', data: { seat, site: p.location, peek: move.peek === true } });
      if (move.peek) {
        discardIvory(ctx, 2, 'peek');
        push(ctx, { kind: 'pickTile', site: p.location });
        const stack = s.stacks[p.location] as number[];
        ctx.events.push({ type: 'templePeeked', audience: only(seat), data: { site: p.location, topFirst: [...stack].reverse().map((id) => tile(id)) } });
      } else {
        exploreSite(ctx, p.location);
      }
      break;
    }
    case 'useToolbox':
      useToolbox(ctx, move.branch, move.level as Level, move.choice);
      break;
    case 'climb':
      climb(ctx, move.branch, move.level);
      break;
    case 'placePathway':
      placePathway(ctx, move.trail, move.ivory === true);
      break;
    case 'liftPathway':
      liftPathway(ctx, move.trail);
      break;
    case 'dropPathway':
      dropPathway(ctx, move.trail);
      break;
    case 'keepIvory':
      settleIvoryChoice(ctx, move.keep);
      break;
    case 'pickTile': {
      const prompt = s.pending.shift() as Extract<Prompt, { kind: 'pickTile' }>;
      const stack = s.stacks[prompt.site] as number[];
      const index = stack.length - 1 - move.position;
      rememberPeeked(ctx, stack.filter((_, i) => i !== index));
      takeTempleTile(ctx, prompt.site, index, isUntouched(s, prompt.site));
      break;
    }
    case 'flipToken': {
      const prompt = s.pending[0] as Extract<Prompt, { kind: 'flip' }>;
      if (prompt.count > 1) s.pending[0] = { ...prompt, count: prompt.count - 1 };
      else s.pending.shift();
      const reset = flipToken(ctx, (boardMap().trails[move.trail] as { token: number }).token);
      if (reset) {
        if (s.turn.phase === 'moving') s.turn.bonusSteps++;
        else s.pending.splice(prompt.count > 1 ? 1 : 0, 0, { kind: 'climb', steps: 1 });
      }
      break;
    }
    case 'stopFlipping':
      s.pending.shift();
      break;
    case 'adjacentAction':
      s.pending.shift();
      exploreSite(ctx, move.location);
      break;
    case 'endTurn':
      endTurn(ctx);
      break;
  }
  settle(ctx);
  return { state: s, events: ctx.events };
}
