// The global per-address limit of /api calls: a fixed one-minute window counted in memory.
// @fastify/rate-limit still guards the costly calls (codes, argon2) with their own limits; for
// the global limit its async store cost 40 % of a cheap call's throughput (npm run bench), this
// costs almost nothing. Several API processes each count their own share.
import type { FastifyInstance } from 'fastify';
import { TYPE_ERROR } from '@platform/shared/envelope';
import { AppError } from './errors.ts';

const WINDOW_MS = 60_000;
/** Addresses tracked at once; past it, finished windows are dropped first. */
const ADDRESSES_TRACKED_MAX = 100_000;

export function registerApiRateLimit(app: FastifyInstance, callsPerMinute: number, clock: () => number): void {
  const windows = new Map<string, { startedAt: number; calls: number }>();

  const prune = (now: number) => {
    for (const [address, window] of windows) if (now - window.startedAt >= WINDOW_MS) windows.delete(address);
    // Still full: an address flood; forget the oldest rather than grow without bound.
    for (const address of windows.keys()) {
      if (windows.size < ADDRESSES_TRACKED_MAX) break;
      windows.delete(address);
    }
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const now = clock();
    let window = windows.get(request.ip);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (windows.size >= ADDRESSES_TRACKED_MAX) prune(now);
      window = { startedAt: now, calls: 0 };
      windows.set(request.ip, window);
    }
    window.calls += 1;
    if (window.calls > callsPerMinute) return done(new AppError('too_many_requests', {}, TYPE_ERROR, 429));
    done();
  });
}
