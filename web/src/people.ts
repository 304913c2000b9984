/** Players together (issue 31): search, friends, profiles, ratings, through the typed client. */
import { api, must, type Schemas } from './api.ts';

export type PlayerFound = Schemas['PlayerFound'];
export type Friend = Schemas['Friend'];
export type Profile = Schemas['UserProfile'];
export type RatingHistory = Schemas['RatingHistory'];
export type Leaderboard = Schemas['Leaderboard'];

/** The API's shortest search (GET /v1/users): fewer characters are not sent. */
export const minSearchLength = 2;

export async function searchPlayers(text: string, cursor?: string): Promise<{ users: PlayerFound[]; nextCursor: string | null }> {
  return must(await api.GET('/v1/users', { params: { query: { search: text, limit: 10, ...(cursor ? { cursor } : {}) } } }));
}

export async function loadFriends(): Promise<Friend[]> {
  return must(await api.GET('/v1/me/friends')).friends;
}

export async function follow(userId: string): Promise<void> {
  must(await api.PUT('/v1/me/friends/{userId}', { params: { path: { userId } } }));
}

export async function unfollow(userId: string): Promise<void> {
  must(await api.DELETE('/v1/me/friends/{userId}', { params: { path: { userId } } }));
}

export async function loadProfile(userId: string): Promise<Profile> {
  return must(await api.GET('/v1/users/{userId}', { params: { path: { userId } } }));
}

export async function loadRatingHistory(userId: string, gameId: string): Promise<RatingHistory> {
  return must(await api.GET('/v1/users/{userId}/ratings/{gameId}', { params: { path: { userId, gameId } } }));
}

export async function loadLeaderboard(gameId: string, provisional: boolean): Promise<Leaderboard> {
  return must(await api.GET('/v1/games/{gameId}/leaderboard', { params: { path: { gameId }, query: provisional ? { provisional: 'true', limit: 100 } : { limit: 100 } } }));
}

/** A player's page. */
export const playerPath = (userId: string) => `/players/${encodeURIComponent(userId)}`;
