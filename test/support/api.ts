import type { AnyGame } from '../../src/engine/index.js';
import { createApp, type ReliquaryApp } from '../../src/api/app.js';
import type { AppConfig, AppDeps } from '../../src/api/context.js';
import type { Db } from '../../src/db/client.js';
import { games as catalog } from '../../src/games/index.js';
import { raceToTen } from './fixture-game.js';
import { insertUser } from '../../src/db/queries.js';
import { newUserId } from '../../src/api/ids.js';
import { issueSession } from '../../src/api/sessions.js';

export const testJwtSecret = new TextEncoder().encode('test-secret-that-is-at-least-32-characters');

export function testApp(
  db: Db,
  options: {
    games?: readonly AnyGame[];
    allowSeededMatches?: boolean;
    inbox?: AppDeps['inbox'];
    rateLimit?: AppConfig['rateLimit'];
    webhooksAllowPrivate?: boolean;
    config?: Partial<AppConfig>;
  } & Partial<Pick<AppDeps, 'mailer' | 'now' | 'webhookFetch' | 'live' | 'clientAddress' | 'computers'>> &
    Pick<AppConfig, 'notify'> = {},
): ReliquaryApp {
  return createApp({
    ...(options.inbox ? { inbox: options.inbox } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.live ? { live: options.live } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.webhookFetch ? { webhookFetch: options.webhookFetch } : {}),
    ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    ...(options.computers ? { computers: options.computers } : {}),
    config: {
      jwtSecret: testJwtSecret,
      allowSeededMatches: options.allowSeededMatches ?? true,
      ...(options.notify ? { notify: options.notify } : {}),
      // Generous, so only the rate-limit tests ever meet it.
      rateLimit: options.rateLimit ?? { limit: 100_000, windowSeconds: 60 },
      webhooksAllowPrivate: options.webhooksAllowPrivate ?? false,
      // Generous too, so only the tests of these limits meet them.
      creationLimits: { guestsPerHour: 100_000, signInEmailsPerHour: 100_000, invitationsPerHour: 100_000 },
      quotas: { tokens: 100_000, webhooks: 100_000, bots: 100_000, waitingMatches: 100_000 },
      ...options.config,
    },
    games: options.games ?? [raceToTen, ...catalog],
    openDb: async () => ({ db, release: () => {} }),
  });
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A thin HTTP client over `app.request`, as a third-party client would call the API. */
export class TestClient {
  constructor(
    readonly app: ReliquaryApp,
    readonly token?: string,
  ) {}

  async request<T = any>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
    const res = await this.app.request(path, {
      method,
      headers,
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    const type = res.headers.get('Content-Type') ?? '';
    return { status: res.status, headers: res.headers, body: type.includes('json') && text ? JSON.parse(text) : text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body, ...(headers ? { headers } : {}) });
  }

  as(token: string | undefined): TestClient {
    return new TestClient(this.app, token);
  }

  /** A new guest and a client acting as them. */
  async guest(name: string): Promise<{ client: TestClient; user: { id: string; name: string } }> {
    const res = await this.as(undefined).post('/v1/auth/guest', { name });
    if (res.status !== 201) throw new Error(`guest sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { client: this.as(res.body.token), user: res.body.user };
  }
}

/**
 * A signed-in person, as after email sign-in, made straight in the database (rated play is for
 * persons and bots; guests play unrated).
 */
export async function person(client: TestClient, db: Db, name: string): Promise<{ client: TestClient; user: { id: string; name: string } }> {
  const user = await insertUser(db, { id: newUserId(), name, kind: 'person' });
  const session = await issueSession(db, user, testJwtSecret, new Date());
  return { client: client.as(session.token), user: session.user };
}
