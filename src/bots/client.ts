import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@reliquary/client';

/** The Reliquary API as a typed client generated from openapi/openapi.json (npm run openapi). */
export type ReliquaryClient = Client<paths>;
export type ApiEvent = components['schemas']['Event'];
export type ApiMatch = components['schemas']['Match'];
export type ApiProblem = components['schemas']['Problem'];
/** The contract types requests by game; a bot learns its game at run time, so it builds them as these. */
export type ApiCreateMatchRequest = components['schemas']['CreateMatchRequest'];
export type ApiMove = components['schemas']['MoveRequest']['move'];

export function reliquaryClient(baseUrl: string, token: string | undefined, fetchImpl?: typeof fetch): ReliquaryClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
