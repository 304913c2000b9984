import type { Context } from 'hono';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';

/**
 * What one account may hold at once (issue 28, item 3); 0 turns a quota off. Unlike the
 * per-hour creation limits these never lapse: deleting (revoking, finishing) one makes room.
 */
export interface AccountQuotas {
  /** Live personal access tokens (LIMIT_TOKENS_PER_ACCOUNT). */
  tokens: number;
  /** Webhooks, enabled or disabled (LIMIT_WEBHOOKS_PER_ACCOUNT). */
  webhooks: number;
  /** Bots the account manages and has not deleted (LIMIT_BOTS_PER_ACCOUNT). */
  bots: number;
  /** Matches the account opened that still wait for players (LIMIT_WAITING_MATCHES_PER_ACCOUNT). */
  waitingMatches: number;
}

/**
 * Far above what a person, a bot operator or a tournament organiser needs at once, and far below
 * what one guest piled up when nothing stopped it (300 tokens, 60 webhooks, 30 bots, 60 waiting
 * matches): a token per script or machine, a webhook per endpoint, a stable of bots, and open
 * tables for a club evening.
 */
export const defaultAccountQuotas: AccountQuotas = { tokens: 50, webhooks: 10, bots: 20, waitingMatches: 20 };

/** The `limit` a refusal names, as the 429 of the rate limits names theirs. */
export const quotaLimitNames = {
  tokens: 'tokensPerAccount',
  webhooks: 'webhooksPerAccount',
  bots: 'botsPerAccount',
  waitingMatches: 'waitingMatchesPerAccount',
} as const satisfies Record<keyof AccountQuotas, string>;

const what: Record<keyof AccountQuotas, string> = {
  tokens: 'live personal access tokens (revoke one: DELETE /v1/tokens/{tokenId})',
  webhooks: 'webhooks (delete one: DELETE /v1/webhooks/{webhookId})',
  bots: 'bots (delete one: DELETE /v1/bots/{botId})',
  waitingMatches: 'matches of its own waiting for players (leave one: POST /v1/matches/{matchId}/leave; a match its last player leaves is aborted)',
};

/** This server's quota for `name`; undefined when it is off (0). */
export function quotaOf(c: Context<AppEnv>, name: keyof AccountQuotas): number | undefined {
  const quota = (c.get('deps').config.quotas ?? defaultAccountQuotas)[name];
  return quota > 0 ? quota : undefined;
}

/** `409 quota-exceeded`, naming the `limit` and its `quota` (nothing was created). */
export function quotaExceeded(name: keyof AccountQuotas, quota: number): ApiError {
  return new ApiError('quota-exceeded', `An account may hold at most ${quota} ${what[name]}.`, { limit: quotaLimitNames[name], quota });
}

/** The sentence each create route's OpenAPI description ends with. */
export function quotaDescription(name: keyof AccountQuotas, env: string): string {
  return `An account holds at most ${defaultAccountQuotas[name]} ${what[name].replace(/ \(.*\)$/, '')} by default (\`${env}\`); beyond it \`409 quota-exceeded\` with \`limit: ${quotaLimitNames[name]}\` and its \`quota\`, and nothing is created.`;
}
