// A device whose session ends stops hearing its owner's live feed: logout, a session revoked from the
// security centre and a password change disconnect that session's sockets, and only those.
import { afterEach, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/schemas/market';
import { describeEachDialect, type TestApp } from './harness.ts';
import { PASSWORD, lastCodeSentTo, registerUser, userIdOf } from './helpers.ts';

const DISCONNECT_WAIT_MS = 2_000;
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

async function liveSocket(t: TestApp, token: string): Promise<Socket> {
  const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const joined = await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, token, resolve));
  expect(joined).toBe(true);
  return socket;
}

/** Resolves 'disconnected' when the server drops the socket, 'connected' if it is still there after the wait. */
function fateOf(socket: Socket): Promise<'disconnected' | 'connected'> {
  if (socket.disconnected) return Promise.resolve('disconnected');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('connected'), DISCONNECT_WAIT_MS);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve('disconnected');
    });
  });
}

/** Whether an event for the user's private room still reaches the socket. */
async function hears(t: TestApp, socket: Socket, userId: number): Promise<boolean> {
  const received = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 500);
    socket.once('probe', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  t.app.io.to(roomOfUser(userId)).emit('probe', {});
  return received;
}

async function logIn(t: TestApp, email: string): Promise<string> {
  const reply = await t.call<string>('user/login', { method: 'POST', body: { user_string: email, password: PASSWORD } });
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

describeEachDialect('sockets of ended sessions', (ctx) => {
  it('logout disconnects the sockets of that session and leaves the other devices connected', async () => {
    const t = ctx();
    const { email, token } = await registerUser(t);
    const userId = await userIdOf(t, email);
    const other = await logIn(t, email);
    const signedOut = await liveSocket(t, token);
    const stays = await liveSocket(t, other);

    expect((await t.call('user/logout', { token })).body.type).toBe('ok');
    expect(await fateOf(signedOut)).toBe('disconnected');
    expect(await hears(t, stays, userId)).toBe(true);
  });

  it('a session revoked from the security centre loses its socket; the caller keeps theirs', async () => {
    const t = ctx();
    const { email, token } = await registerUser(t);
    const phone = await logIn(t, email);
    const phoneSocket = await liveSocket(t, phone);
    const ownSocket = await liveSocket(t, token);
    const sessions = await t.call<{ id: number; current: boolean }[]>('safe/sessions', { token });
    const phoneSession = sessions.body.message.find((session) => !session.current)!;

    const revoked = await t.call('safe/sessions/revoke', { method: 'POST', token, body: { id: phoneSession.id } });
    expect(revoked.body.type).toBe('ok');
    expect(await fateOf(phoneSocket)).toBe('disconnected');
    expect(await fateOf(ownSocket)).toBe('connected');
  });

  it('a password change disconnects every other session, and a socket of a revoked token cannot join again', async () => {
    const t = ctx();
    const { email, token } = await registerUser(t);
    const tablet = await logIn(t, email);
    const tabletSocket = await liveSocket(t, tablet);

    await t.call('sms_mail', { method: 'POST', token, body: { user_string: email, scene: 'update_password' } });
    const code = await lastCodeSentTo(t, email);
    const changed = await t.call('safe/update_password', {
      method: 'POST',
      token,
      body: { password: 'Changed#2026', re_password: 'Changed#2026', code },
    });
    expect(changed.body.type).toBe('ok');
    expect(await fateOf(tabletSocket)).toBe('disconnected');

    const again = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(again);
    const joined = await new Promise<boolean>((resolve) => again.emit(SOCKET_EVENTS.login, tablet, resolve));
    expect(joined).toBe(false);
  });
});
