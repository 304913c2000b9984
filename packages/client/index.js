import createClient from 'openapi-fetch';

export { gameIds } from './games.js';

/** A client of the Reliquary API at `baseUrl`, typed by the contract (see index.d.ts). */
export function reliquaryClient(baseUrl, options = {}) {
  const { token, headers = {}, ...rest } = options;
  return createClient({
    ...rest,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  });
}

/** Whether `match` is a match of `gameId`; TypeScript then knows its view, result and moves. */
export function isGame(match, gameId) {
  return match.gameId === gameId;
}
