import { Component, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BoardModule, BoardProps, MoveConfirmation } from '../board/types.ts';
import { loadBoard } from '../games/boards.ts';
import { words } from '../i18n.ts';
import '../board/board.css';

const t = words({
  en: {
    noBoard: 'This game has no board yet: play from the list of moves.',
    drawing: 'Drawing the board…',
    cancel: 'Cancel',
    failed: 'The board could not be drawn: play from the list of moves below.',
  },
  fr: {
    noBoard: 'Ce jeu n’a pas encore de plateau : jouez depuis la liste des coups.',
    drawing: 'Dessin du plateau…',
    cancel: 'Annuler',
    failed: 'Le plateau n’a pas pu être dessiné : jouez depuis la liste des coups ci-dessous.',
  },
});

type HostProps = Omit<BoardProps, 'previous'> & { gameId: string };

/**
 * Draws a match's board: loads the game's board module, remembers the view it showed last (so
 * the board can animate what changed) and lets a click or a key skip the animation. A move the
 * game says gives something up for good is asked about in a dialog before it is sent, when
 * another move could be played instead. If the board fails, the page keeps working from the list
 * of moves.
 */
export function BoardHost({ gameId, ...props }: HostProps) {
  const [module, setModule] = useState<BoardModule | null>(null);
  const [failed, setFailed] = useState(false);
  const shown = useRef<{ seat: number | null; view: unknown } | null>(null);
  const [skip, setSkip] = useState(false);
  // The move waiting for a yes, for the legal moves it was chosen from: new moves drop it.
  const [pending, setPending] = useState<{ legal: unknown; index: number; ask: MoveConfirmation } | null>(null);

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

  if (failed) return <p>{t('noBoard')}</p>;
  if (!module) return <p role="status">{t('drawing')}</p>;
  const Board = module.Board;
  const legal = props.legal;
  const asking = pending && pending.legal === legal && !props.busy ? pending : null;
  const play = (index: number) => {
    const move = legal?.moves[index];
    if (!legal || !move) return;
    // The only legal move gives nothing up that another would keep: it is sent at once.
    const ask = legal.moves.length > 1 ? (module.confirmMove?.(move, { view: props.view, seat: props.seat, text: legal.texts[index] ?? null, moves: legal.moves }) ?? null) : null;
    if (ask) setPending({ legal, index, ask });
    else props.play(index);
  };
  return (
    <div class={`board-host${skip ? ' skip-motion' : ''}`} data-board={gameId} aria-busy={props.busy ? 'true' : undefined} onPointerDown={() => setSkip(true)} onKeyDown={() => setSkip(true)}>
      <BoardBoundary>
        <Board {...props} play={play} previous={previous} />
      </BoardBoundary>
      {asking && (
        <ConfirmMoveDialog
          ask={asking.ask}
          words={legal?.texts[asking.index] ?? null}
          onConfirm={() => {
            setPending(null);
            props.play(asking.index);
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}

/** A modal question before a move that gives something up is sent: Escape or Cancel keeps everything as it was. */
function ConfirmMoveDialog({ ask, words, onConfirm, onCancel }: { ask: MoveConfirmation; words: string | null; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class="confirm-move"
      aria-labelledby="confirm-move-question"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h3 id="confirm-move-question">{ask.question}</h3>
      {words && <p>{words}</p>}
      <div class="row">
        <button type="button" data-target="confirm" autofocus onClick={onConfirm}>
          {ask.confirm}
        </button>
        <button type="button" class="secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </dialog>
  );
}

class BoardBoundary extends Component<{ children: ComponentChildren }, { error: boolean }> {
  override state = { error: false };
  override componentDidCatch() {
    this.setState({ error: true });
  }
  override render() {
    return this.state.error ? <p role="alert">{t('failed')}</p> : this.props.children;
  }
}
