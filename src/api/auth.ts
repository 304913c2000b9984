import { SignJWT, errors, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Caller } from './context.js';
import { ApiError } from './problem.js';

const issuer = 'reliquary';
const sessionLifetime = '30d';

export async function issueSessionToken(user: Caller, secret: Uint8Array): Promise<string> {
  return new SignJWT({ name: user.name, kind: user.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(sessionLifetime)
    .sign(secret);
}

async function callerFromToken(token: string, secret: Uint8Array): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.name !== 'string' || typeof payload.kind !== 'string') {
      throw new ApiError('unauthorized', 'The token is missing its subject.');
    }
    return { id: payload.sub, name: payload.name, kind: payload.kind };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const detail = err instanceof errors.JWTExpired ? 'The token has expired; sign in again.' : 'The token is not valid.';
    throw new ApiError('unauthorized', detail);
  }
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError('unauthorized', 'Use `Authorization: Bearer <token>`.');
  return match[1];
}

/** Sets `caller` when a valid token is given; a bad token is still a 401. */
export const identify: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  c.set('caller', token ? await callerFromToken(token, c.get('deps').config.jwtSecret) : undefined);
  await next();
};

export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new ApiError('unauthorized', 'This endpoint needs `Authorization: Bearer <token>`; get one from POST /v1/auth/guest.');
  return caller;
}

export const bearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }];
/** For endpoints that also answer anonymous callers (as a spectator). */
export const optionalBearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
