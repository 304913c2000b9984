import type { BoardModule } from '../board/types.ts';

/**
 * Each game's board (`./<gameId>/board.tsx`), loaded only when a match of that game is opened:
 * Vite gives each its own chunk, with its CSS. A game without one is played from the list of
 * moves alone.
 */
const boards = import.meta.glob<BoardModule>('./*/board.tsx');

export function loadBoard(gameId: string): Promise<BoardModule> | null {
  return boards[`./${gameId}/board.tsx`]?.() ?? null;
}
