/**
 * The only error a game throws. `code` is stable and machine-readable (kebab-case, e.g.
 * `arrow-mismatch`); `message` is the rule in words, shown to the player as-is.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Codes the engine itself raises before a game sees the move. */
export const EngineErrorCode = {
  notYourTurn: 'not-your-turn',
  gameOver: 'game-over',
  invalidMove: 'invalid-move',
  illegalMove: 'illegal-move',
} as const;
