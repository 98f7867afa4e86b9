// Scale-out: with REDIS_URL, two API processes share Socket.IO rooms, so a user's private event
// emitted by one reaches their socket held by the other (DESIGN.md: Redis adapter for fan-out).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/schemas/market';
import { DIALECTS, startTestApp, type TestApp } from './harness.ts';
import { registerUser } from './helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime across two API processes sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let socket: Socket | undefined;
  beforeAll(async () => {
    const redisKeyPrefix = `test-${crypto.randomBytes(4).toString('hex')}:`;
    first = await startTestApp(DIALECTS[0]!, { redisUrl, redisKeyPrefix });
    second = await startTestApp(DIALECTS[0]!, { redisUrl, redisKeyPrefix });
  });
  afterAll(async () => {
    socket?.disconnect();
    await first?.close();
    await second?.close();
  });

  it("delivers an event for a user's private room to their socket on the other process", async () => {
    const { token } = await registerUser(first);
    const info = await first.call<{ id: number }>('user/info', { token });
    socket = connect(first.baseUrl, { path: '/socket.io', transports: ['websocket'] });
    const joined = await new Promise<boolean>((resolve) => socket!.emit(SOCKET_EVENTS.login, token, resolve));
    expect(joined).toBe(true);
    const received = new Promise<unknown>((resolve) => socket!.once('notice', resolve));
    second.app.io.to(roomOfUser(info.body.message.id)).emit('notice', { text: 'from the other process' });
    await expect(received).resolves.toEqual({ text: 'from the other process' });
  });
});
