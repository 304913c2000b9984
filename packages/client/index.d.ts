import type { Client, ClientOptions } from 'openapi-fetch';
import type { components, paths } from './api-types.js';
import type { Games } from './games.js';

export type { components, operations, paths } from './api-types.js';
export type { Games } from './games.js';

/** Every schema of the contract, by component name (`Schemas['Invitation']`, …). */
export type Schemas = components['schemas'];
/** A match of any game: `isGame(match, id)` narrows it to one. */
export type Match = Schemas['Match'];
export type Problem = Schemas['Problem'];

/** The id of a game the server hosts. */
export type GameId = keyof Games;
/** A match of one game, with that game's view and result. */
export type MatchOf<G extends GameId> = Games[G]['match'];
/** What a seat (or a spectator) of a match of `G` sees. */
export type ViewOf<G extends GameId> = Games[G]['view'];
/** A move of `G`, as POST /v1/matches/{matchId}/moves takes it and …/legal-moves lists it. */
export type MoveOf<G extends GameId> = Games[G]['move'];
/** The options of `G`, for POST /v1/matches. */
export type OptionsOf<G extends GameId> = Games[G]['options'];
/** How a match of `G` ended (`details`: the game's own, or `forfeit`). */
export type ResultOf<G extends GameId> = Games[G]['result'];
/** The body of POST /v1/matches for `G`: `gameId` and that game's `options`. */
export type CreateMatchRequestOf<G extends GameId> = Games[G]['createMatch'];
/** A replay of a match of `G` (GET …/replay): each step with that game's view. */
export type ReplayOf<G extends GameId> = Games[G]['replay'];

export type ReliquaryClient = Client<paths>;

export interface ReliquaryClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** A session, personal or bot token: sent as `Authorization: Bearer <token>`. */
  token?: string;
}

/** A client of the Reliquary API at `baseUrl` (openapi-fetch: `GET`, `POST`, … by path, typed by the contract). */
export declare function reliquaryClient(baseUrl: string, options?: ReliquaryClientOptions): ReliquaryClient;

/** Whether `match` is a match of `gameId`; TypeScript then knows its view, result and moves. */
export declare function isGame<G extends GameId>(match: Match, gameId: G): match is MatchOf<G>;

/** Every game id the contract knows, in catalog order. */
export declare const gameIds: readonly GameId[];
