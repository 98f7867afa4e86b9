// Sessions: random tokens, stored only as their SHA-256, with an expiry; revoked at logout and at
// password change. The token is the Authorization header, raw or as "Bearer <token>".
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { SESSION_TTL_MS } from '@platform/shared/constants';
import { sessionInvalid, type AppError } from '../http/errors.ts';
import { noteSessionSeen } from './session-activity.ts';
import { sessionsEnded } from './session-events.ts';

/** The caller: their session and their user row as of this request. */
export type AuthUser = { id: number; role: string; sessionId: number; row: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Why a presented token was refused (expired, revoked, unknown); null when none was presented. */
    authError: AppError | null;
  }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export async function createSession(db: Db, userId: number, now: number, client: { ip: string; userAgent: string }): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      revoked_at: null,
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
  return token;
}

function sessionUserQuery(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now);
}

// Every authenticated call runs this lookup; building and compiling it once per database
// instead of per call is a third of user/info's cost (npm run bench).
const compiledLookups = new WeakMap<Db, CompiledQuery<SessionUserRow>>();
type SessionUserRow = UserRow & { session_id: number; session_expires_at: number };

/**
 * Sessions seen in the last few seconds, by token hash. Every authenticated call needs its
 * session, and the lookup was most of user/info's cost (npm run bench). Revocation and password
 * changes evict here at once; another API process sharing the database sees them within
 * SESSION_CACHE_TTL_MS, and expiry is checked on every call.
 */
const SESSION_CACHE_TTL_MS = 5000;
const SESSIONS_CACHED_MAX = 10_000;
type CachedSession = { user: AuthUser; expiresAt: number; cachedAt: number };
const sessionCaches = new WeakMap<Db, Map<string, CachedSession>>();

function sessionCacheOf(db: Db): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new Map()));
  return cache;
}

function forgetCachedSessions(db: Db, match: (user: AuthUser) => boolean): void {
  const cache = sessionCacheOf(db);
  for (const [tokenHash, entry] of cache) if (match(entry.user)) cache.delete(tokenHash);
}

/** Call after changing a user's row, so their next call sees it (ctx.user.row is cached). */
export function forgetCachedUser(db: Db, userId: number): void {
  forgetCachedSessions(db, (user) => user.id === userId);
}

export async function findSessionUser(db: Db, token: string, now: number): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const sessionCache = sessionCacheOf(db);
  const cached = sessionCache.get(tokenHash);
  const wallNow = Date.now();
  if (cached && wallNow - cached.cachedAt < SESSION_CACHE_TTL_MS && now < cached.expiresAt) return cached.user;
  const found = await lookupSessionUser(db, tokenHash, now);
  if (!found) {
    sessionCache.delete(tokenHash);
    return null;
  }
  noteSessionSeen(db, found.user.sessionId, now);
  if (sessionCache.size >= SESSIONS_CACHED_MAX) sessionCache.delete(sessionCache.keys().next().value as string);
  sessionCache.set(tokenHash, { user: found.user, expiresAt: found.expiresAt, cachedAt: wallNow });
  return found.user;
}

async function lookupSessionUser(db: Db, tokenHash: string, now: number): Promise<{ user: AuthUser; expiresAt: number } | null> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = sessionUserQuery(db, '', 0).compile() as CompiledQuery<SessionUserRow>;
    compiledLookups.set(db, compiled);
  }
  const result = await db.executeQuery<SessionUserRow>({ ...compiled, parameters: [tokenHash, now] });
  const found = result.rows[0];
  if (!found) return null;
  const { session_id: sessionId, session_expires_at: expiresAt, ...row } = found;
  return { user: { id: row.id, role: row.role, sessionId, row }, expiresAt };
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  forgetCachedSessions(db, (user) => user.sessionId === sessionId);
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  sessionsEnded(db, [sessionId]);
}

/** Ends every session of the user but the caller's: a security change signs the other devices out. */
export function revokeOtherSessions(db: Db, userId: number, keepSessionId: number, now: number): Promise<void> {
  return revokeSessionsOf(db, userId, now, keepSessionId);
}

export function revokeAllSessions(db: Db, userId: number, now: number): Promise<void> {
  return revokeSessionsOf(db, userId, now, null);
}

async function revokeSessionsOf(db: Db, userId: number, now: number, keepSessionId: number | null): Promise<void> {
  forgetCachedUser(db, userId);
  let revoke = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== null) revoke = revoke.where('id', '!=', keepSessionId);
  const ended = await revoke.returning('id').execute();
  sessionsEnded(
    db,
    ended.map((row) => row.id),
  );
}

/** Resolves the caller on every /api request; routes decide whether they need one. */
export function registerAuth(app: FastifyInstance, db: Db, clock: () => number): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    const token = request.url.startsWith('/api/') ? tokenFromHeader(request.headers.authorization) : null;
    if (!token) return done();
    findSessionUser(db, token, clock()).then((user) => {
      request.user = user;
      if (!user) request.authError = sessionInvalid();
      done();
    }, done);
  });
}
