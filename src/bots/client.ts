import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@reliquary/client';

/** The Reliquary API as a typed client generated from openapi/openapi.json (npm run openapi). */
export type ReliquaryClient = Client<paths>;
export type ApiEvent = components['schemas']['Event'];
export type ApiMatch = components['schemas']['Match'];
export type ApiProblem = components['schemas']['Problem'];

export function reliquaryClient(baseUrl: string, token: string | undefined, fetchImpl?: typeof fetch): ReliquaryClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
