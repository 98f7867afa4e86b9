// Sessions: random tokens, stored only as their SHA-256, with an expiry; revoked at logout and at
// password change. The token is the Authorization header, raw or as "Bearer <token>".
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { SESSION_TTL_MS } from '@platform/shared/constants';
import { sessionInvalid, type AppError } from '../../http/errors.ts';

export type AuthUser = { id: number; role: string; sessionId: number };

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

export async function findSessionUser(db: Db, token: string, now: number): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'users.id as user_id', 'users.role as role'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.user_id, role: row.role, sessionId: row.session_id } : null;
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Resolves the caller on every /api request; routes decide whether they need one. */
export function registerAuth(app: FastifyInstance, db: Db, clock: () => number): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    request.user = await findSessionUser(db, token, clock());
    if (!request.user) request.authError = sessionInvalid();
  });
}
