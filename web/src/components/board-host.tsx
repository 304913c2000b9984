import { Component, type ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardModule, BoardProps } from '../board/types.ts';
import { loadBoard } from '../games/boards.ts';
import '../board/board.css';

type HostProps = Omit<BoardProps, 'previous'> & { gameId: string };

/**
 * Draws a match's board: loads the game's board module, remembers the view it showed last (so
 * the board can animate what changed) and lets a click or a key skip the animation. If the
 * board fails, the page keeps working from the list of moves.
 */
export function BoardHost({ gameId, ...props }: HostProps) {
  const [module, setModule] = useState<BoardModule | null>(null);
  const [failed, setFailed] = useState(false);
  const shown = useRef<{ seat: number | null; view: unknown } | null>(null);
  const [skip, setSkip] = useState(false);

  useEffect(() => {
    setModule(null);
    const loading = loadBoard(gameId);
    if (!loading) return setFailed(true);
    let current = true;
    loading.then((m) => current && setModule(m)).catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [gameId]);

  const last = shown.current;
  const previous = last && last.seat === props.seat && last.view !== props.view ? last.view : null;
  useEffect(() => {
    shown.current = { seat: props.seat, view: props.view };
    setSkip(false);
  }, [props.view, props.seat]);

  if (failed) return <p>This game has no board yet: play from the list of moves.</p>;
  if (!module) return <p role="status">Drawing the board…</p>;
  const Board = module.Board;
  return (
    <div class={`board-host${skip ? ' skip-motion' : ''}`} data-board={gameId} aria-busy={props.busy ? 'true' : undefined} onPointerDown={() => setSkip(true)} onKeyDown={() => setSkip(true)}>
      <BoardBoundary>
        <Board {...props} previous={previous} />
      </BoardBoundary>
    </div>
  );
}

class BoardBoundary extends Component<{ children: ComponentChildren }, { error: boolean }> {
  override state = { error: false };
  override componentDidCatch() {
    this.setState({ error: true });
  }
  override render() {
    return this.state.error ? <p role="alert">The board could not be drawn: play from the list of moves below.</p> : this.props.children;
  }
}
