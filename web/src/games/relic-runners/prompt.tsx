import type { RelicRunnersView as View, TileFace } from '../../../../src/games/relic-runners/view.ts';
import { BoardDialog } from '../../board/dialog.tsx';
import type { Choice } from './targets.ts';
import { tileWords } from './words.ts';

/** Who is meant by the player on turn, from the reader's side. */
function who(view: View, names: string[]): { name: string; you: boolean } {
  const you = view.seat === view.turn.seat;
  return { name: you ? 'You' : (names[view.turn.seat] ?? `Seat ${view.turn.seat + 1}`), you };
}

function siteName(view: View, location: number): string {
  const site = view.sites.find((s) => s.location === location);
  if (!site || site.kind === 'camp') return 'Base Camp';
  return site.kind === 'ruin' ? `ruin ${site.name}` : `${site.color ?? ''} temple ${site.name}`;
}

/** What the player on turn is doing or being asked, in words every reader may see. */
export function promptWords(view: View, names: string[]): string {
  if (view.over) return 'The game is over: every secret is revealed.';
  const { name, you } = who(view, names);
  const prompt = view.prompt;
  const s = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  switch (prompt?.kind) {
    case 'climb':
      return `${name} ${you ? 'move' : 'moves'} toolboxes up: ${s(prompt.steps, 'step')} left.${you ? ' Click a toolbox on your table (at the bottom: then its branch).' : ''}`;
    case 'placePathway':
      return `${name} ${you ? 'place' : 'places'} a pathway next to ${siteName(view, prompt.anchor)}.${you ? ' Click a trail.' : ''}`;
    case 'ivoryChoice':
      return `${name} ${you ? 'choose' : 'chooses'} which ivory tile to keep.`;
    case 'pickTile':
      return `${name} ${you ? 'choose' : 'chooses'} a tile of ${siteName(view, prompt.site)}.`;
    case 'movePathway':
      if (prompt.lifted === null) return `${name} ${you ? 'move' : 'moves'} ${s(prompt.count, 'pathway')}.${you ? ' Click one of your pathways to lift it.' : ''}`;
      return `${name} ${you ? 'put' : 'puts'} the lifted pathway on a new trail.${you ? ' Click a trail.' : ''}`;
    case 'flip':
      return `${name} ${you ? 'flip' : 'flips'} ${prompt.optional ? 'up to ' : ''}${s(prompt.count, 'toolbox token')}.${you ? ' Click a token on a river.' : ''}`;
    case 'adjacentAction':
      return `${name} ${you ? 'act' : 'acts'} on a ruin or temple next to ${siteName(view, prompt.from)}.${you ? ' Click it.' : ''}`;
    default:
      break;
  }
  switch (view.turn.phase) {
    case 'start':
      return you ? 'Your turn: click a site next to you to walk there, or use a toolbox first.' : `${name} is about to move.`;
    case 'moving':
      return you ? `You are walking (${s(view.turn.trails.length, 'trail')} so far): click the next site, or stop.` : `${name} is walking.`;
    case 'moved':
      return you ? 'You have moved: explore where you stand, use a toolbox, or end your turn.' : `${name} has moved.`;
  }
}

function TileCard({ face }: { face: TileFace }) {
  return <span class={`rr-tile ${face.color} level-${face.level}`}>{tileWords(face)}</span>;
}

/** A mid-turn question with its answers as buttons: which ivory tile to keep, which tile to take. */
export function PromptDialog({ view, choices, choose, onHide }: { view: View; choices: Choice[]; choose(key: string): void; onHide(): void }) {
  const prompt = view.prompt;
  const answers = choices.filter((c) => c.element.startsWith('dialog:'));
  if (answers.length === 0) return null;
  const title = prompt?.kind === 'pickTile' ? `Take which tile of ${siteName(view, prompt.site)}?` : 'Which ivory tile do you keep?';
  const me = view.explorers.find((e) => e.seat === view.turn.seat);
  const tileOf = (key: string): TileFace | null => {
    if (prompt?.kind === 'ivoryChoice') {
      if (key === 'keep:new') return prompt.newTile;
      if (key === 'keep:old') return me?.ivory[prompt.newTile.level - 1] ?? null;
    }
    if (prompt?.kind === 'pickTile' && key.startsWith('tile:')) return prompt.tiles?.[Number(key.slice(5))] ?? null;
    return null;
  };
  return (
    <BoardDialog title={title} onCancel={onHide}>
      {prompt?.kind === 'ivoryChoice' && <p class="hint">You may hold one ivory tile per level: the other is discarded for 2 VP.</p>}
      <div class="rr-answers">
        {answers.map((choice) => {
          const face = tileOf(choice.key);
          return (
            <button key={choice.key} type="button" class="rr-answer" data-target={choice.key} onClick={() => choose(choice.key)}>
              {face && <TileCard face={face} />}
              <span>{choice.label}</span>
            </button>
          );
        })}
      </div>
    </BoardDialog>
  );
}
