// Proves the support chat: a user writes (text, an image of their own) only in their own thread,
// at most 20 messages a minute even when the requests race; an agent answers from the back office;
// both sides see the unread counts move and fall with read marks; history pages newest at the
// bottom; thread images reach the thread's user and the agents only; messages reach the user's and
// the agents' sockets live, and a user with no socket gets a notice instead; agent actions are
// admin-only and audited; the support_url setting switches to the third-party widget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import {
  SUPPORT_MESSAGES_PER_MINUTE_MAX,
  type TAdminSupportMessagesResponse,
  type TAdminSupportThreadsResponse,
  type TSupportMessage,
  type TSupportMessageEvent,
  type TSupportMessagesResponse,
} from '@platform/shared/schemas/support';
import { tinyGif } from './fixtures/images.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { loginAdmin, registerUser, uploadImage, userIdOf } from './helpers.ts';

const GIF = tinyGif();
const uploadGif = (t: TestApp, token: string) => uploadImage(t, token, GIF, { name: 'photo.gif', type: 'image/gif' });

function fetchImage(t: TestApp, name: string, token?: string): Promise<Response> {
  return fetch(`${t.baseUrl}/api/support/image/${name}`, { headers: token ? { authorization: token } : {} });
}

const send = (t: TestApp, token: string, body: Record<string, string>) =>
  t.call<TSupportMessage>('support/send', { method: 'POST', token, body });
const reply = (t: TestApp, admin: string, threadId: number, body: Record<string, string>) =>
  t.call<TSupportMessage>('admin/support/send', { method: 'POST', token: admin, body: { thread_id: threadId, ...body } });
const history = (t: TestApp, token: string, query: Record<string, string | number> = {}) =>
  t.call<TSupportMessagesResponse>('support/messages', { token, body: query });
const userUnread = async (t: TestApp, token: string) => (await t.call<{ count: number }>('support/unread', { token })).body.message.count;
const agentsUnread = async (t: TestApp, admin: string) =>
  (await t.call<{ count: number }>('admin/support/unread', { token: admin })).body.message.count;

async function threadRow(t: TestApp, admin: string, threadId: number) {
  const answer = await t.call<TAdminSupportMessagesResponse>('admin/support/messages', { token: admin, body: { thread_id: threadId } });
  expect(answer.body.type).toBe('ok');
  return answer.body.message.thread;
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A socket joined to the token's rooms (a user's own; an admin's also the agents'). */
async function socketOf(t: TestApp, token: string): Promise<Socket> {
  const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  const joined = await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, token, resolve));
  expect(joined).toBe(true);
  return socket;
}

function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** A built web app of one page, so the pages' headers (the CSP) can be read. */
function tinyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  return dir;
}

async function supportNotices(t: TestApp, userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['kind', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'support_replied')
    .execute();
}

describeEachDialect(
  'support chat',
  (ctx) => {
    it('carries a conversation with unread counts and read marks on both sides', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const { token } = await registerUser(t);
      const before = await agentsUnread(t, admin);

      const empty = await history(t, token);
      expect(empty.body.message).toEqual({ thread: null, data: [], has_more: false });

      const first = await send(t, token, { body: '  I cannot find my deposit  ' });
      expect(first.body.type).toBe('ok');
      expect(first.body.message).toMatchObject({ sender: 'user', body: 'I cannot find my deposit', image: '' });
      const threadId = first.body.message.thread_id;
      const second = await send(t, token, { body: 'It was 0.5 BTC' });
      expect(await agentsUnread(t, admin)).toBe(before + 2);
      expect((await threadRow(t, admin, threadId)).unread).toBe(2);

      // The inbox puts the thread with unread messages first, with its last message.
      const inbox = await t.call<TAdminSupportThreadsResponse>('admin/support/threads', { token: admin });
      expect(inbox.body.message.data[0]).toMatchObject({ id: threadId, unread: 2, last_preview: 'It was 0.5 BTC', last_sender: 'user' });

      const read = await t.call<{ count: number }>('admin/support/read', { method: 'POST', token: admin, body: { thread_id: threadId } });
      expect(read.body.message.count).toBe(before);
      expect((await threadRow(t, admin, threadId)).unread).toBe(0);
      // The user's screen can show their messages were read.
      expect((await history(t, token)).body.message.thread?.agent_read_id).toBe(second.body.message.id);

      expect(await userUnread(t, token)).toBe(0);
      const answer = await reply(t, admin, threadId, { body: 'We are checking it now' });
      expect(answer.body.message).toMatchObject({ sender: 'agent', thread_id: threadId });
      await reply(t, admin, threadId, { body: 'It has arrived' });
      expect(await userUnread(t, token)).toBe(2);

      // Reading up to the first answer leaves the second unread; reading all clears it.
      const partly = await t.call<{ count: number }>('support/read', { method: 'POST', token, body: { up_to: answer.body.message.id } });
      expect(partly.body.message.count).toBe(1);
      // A mark past the newest message, or back in time, changes nothing wrong.
      await t.call('support/read', { method: 'POST', token, body: { up_to: 1 } });
      expect(await userUnread(t, token)).toBe(1);
      await t.call('support/read', { method: 'POST', token, body: { up_to: 999_999 } });
      expect(await userUnread(t, token)).toBe(0);

      const all = await history(t, token);
      expect(all.body.message.data.map((message) => [message.sender, message.body])).toEqual([
        ['user', 'I cannot find my deposit'],
        ['user', 'It was 0.5 BTC'],
        ['agent', 'We are checking it now'],
        ['agent', 'It has arrived'],
      ]);
      expect((await threadRow(t, admin, threadId)).user_read_id).toBe(all.body.message.data[3]!.id);
    });

    it('refuses empty and too long messages and stores nothing', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const blank = await send(t, token, { body: '   ' });
      expect(blank.body).toMatchObject({ type: 'error', code: 'support_message_empty' });
      expect(blank.body.message).toBe('Please write a message or attach an image');
      const long = await send(t, token, { body: 'x'.repeat(501) });
      expect(long.body.message).toBe('A message can be at most 500 characters long');
      const fake = await send(t, token, { image: '../../etc/passwd' });
      expect(fake.body.message).toBe('This image cannot be attached, please upload it again');
      expect((await history(t, token)).body.message.data).toEqual([]);
      expect((await send(t, token, { body: 'y'.repeat(500) })).body.type).toBe('ok');
      // Translated for the caller.
      const german = await t.call('support/send', { method: 'POST', token, lang: 'de', body: { body: '' } });
      expect(german.body.message).toBe('Bitte schreiben Sie eine Nachricht oder hängen Sie ein Bild an');
    });

    it('pages the history newest at the bottom, loading earlier pages before the oldest shown', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      for (let index = 1; index <= 25; index += 1) {
        if (index === SUPPORT_MESSAGES_PER_MINUTE_MAX + 1) t.clock.advance(61_000);
        expect((await send(t, token, { body: `message ${index}` })).body.type).toBe('ok');
      }
      const newest = await history(t, token, { limit: 10 });
      expect(newest.body.message.data.map((message) => message.body)).toEqual(
        Array.from({ length: 10 }, (_, index) => `message ${16 + index}`),
      );
      expect(newest.body.message.has_more).toBe(true);
      const earlier = await history(t, token, { limit: 10, before: newest.body.message.data[0]!.id });
      expect(earlier.body.message.data[0]!.body).toBe('message 6');
      const oldest = await history(t, token, { limit: 10, before: earlier.body.message.data[0]!.id });
      expect(oldest.body.message.data.map((message) => message.body)).toEqual([
        'message 1',
        'message 2',
        'message 3',
        'message 4',
        'message 5',
      ]);
      expect(oldest.body.message.has_more).toBe(false);
      expect((await history(t, token, { limit: 51 })).body.message).toBe('The page size is out of range');
    });

    it('keeps each user to their own thread and its images to the thread user and the agents', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const alice = await registerUser(t);
      const bob = await registerUser(t);

      const photo = await uploadGif(t, alice.token);
      const sent = await send(t, alice.token, { image: photo });
      expect(sent.body.message).toMatchObject({ body: '', image: photo });
      const threadId = sent.body.message.thread_id;

      // Bob sees his own (empty) history, cannot attach Alice's upload nor read her image.
      expect((await history(t, bob.token)).body.message.data).toEqual([]);
      const stolen = await send(t, bob.token, { image: photo });
      expect(stolen.body.message).toBe('This image cannot be attached, please upload it again');
      expect((await fetchImage(t, photo, bob.token)).status).toBe(404);
      expect((await fetchImage(t, photo)).status).toBe(404);
      const own = await fetchImage(t, photo, alice.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/gif');
      expect(Buffer.from(await own.arrayBuffer()).equals(GIF)).toBe(true);
      expect((await fetchImage(t, photo, admin)).status).toBe(200);

      // An agent's picture reaches the thread's user, not another user (nor through /api/file).
      const screenshot = await uploadGif(t, admin);
      expect((await reply(t, admin, threadId, { body: 'Like this', image: screenshot })).body.type).toBe('ok');
      expect((await fetchImage(t, screenshot, alice.token)).status).toBe(200);
      expect((await fetchImage(t, screenshot, bob.token)).status).toBe(404);
      // An upload not attached to any message is no support image, even for its owner.
      const unsent = await uploadGif(t, alice.token);
      expect((await fetchImage(t, unsent, alice.token)).status).toBe(404);
      // An agent cannot attach a user's upload either.
      expect((await reply(t, admin, threadId, { image: unsent })).body.message).toBe(
        'This image cannot be attached, please upload it again',
      );
    });

    it('answers admin calls to admins only', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const sent = await send(t, token, { body: 'hello' });
      const threadId = sent.body.message.thread_id;
      const refusals = await Promise.all([
        t.call('admin/support/threads', { token }),
        t.call('admin/support/unread', { token }),
        t.call('admin/support/messages', { token, body: { thread_id: threadId } }),
        t.call('admin/support/send', { method: 'POST', token, body: { thread_id: threadId, body: 'I am the agent' } }),
        t.call('admin/support/read', { method: 'POST', token, body: { thread_id: threadId } }),
        t.call('admin/support/close', { method: 'POST', token, body: { thread_id: threadId } }),
        t.call('admin/support/setting', { token }),
        t.call('admin/support/setting', { method: 'POST', token, body: { support_url: '12345' } }),
      ]);
      for (const refusal of refusals) expect([refusal.status, refusal.body.message]).toEqual([403, 'This action needs an administrator']);
      const anonymous = await t.call('admin/support/threads');
      expect(anonymous.body.type).toBe(999);
      expect((await history(t, token)).body.message.data).toHaveLength(1);
      const setting = await t.call<{ value: string }>('getSetting', { body: { keyword: 'support_url' } });
      expect(setting.body.message.value).toBe('');
    });

    it('lets 20 messages a minute through even when 25 race, and a retried send is stored once', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => send(t, token, { body: `burst ${index}` })));
      const refused = answers.filter((answer) => answer.body.type !== 'ok');
      expect(answers.length - refused.length).toBe(SUPPORT_MESSAGES_PER_MINUTE_MAX);
      expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
        new Set(['You are sending messages too quickly, please wait a moment']),
      );
      expect((await history(t, token, { limit: 50 })).body.message.data).toHaveLength(SUPPORT_MESSAGES_PER_MINUTE_MAX);

      t.clock.advance(61_000);
      const key = { 'idempotency-key': 'support-retry-0001' };
      const once = await t.call<TSupportMessage>('support/send', { method: 'POST', token, headers: key, body: { body: 'sent twice' } });
      const again = await t.call<TSupportMessage>('support/send', { method: 'POST', token, headers: key, body: { body: 'sent twice' } });
      expect(again.body.message.id).toBe(once.body.message.id);
      const bodies = (await history(t, token, { limit: 50 })).body.message.data.map((message) => message.body);
      expect(bodies.filter((body) => body === 'sent twice')).toHaveLength(1);
    });

    it('delivers messages live to the user and to the agents, and a notice only when the user is offline', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const { email, token } = await registerUser(t);
      const userId = await userIdOf(t, email);
      const agentSocket = await socketOf(t, admin);
      const userSocket = await socketOf(t, token);

      const heardByAgents = nextEvent<TSupportMessageEvent>(agentSocket, SOCKET_EVENTS.supportMessage, (event) => event.user_id === userId);
      const sent = await send(t, token, { body: 'Anyone there?' });
      const threadId = sent.body.message.thread_id;
      await expect(heardByAgents).resolves.toEqual({ thread_id: threadId, user_id: userId, message: sent.body.message });

      const heardByUser = nextEvent<TSupportMessageEvent>(
        userSocket,
        SOCKET_EVENTS.supportMessage,
        (event) => event.message.sender === 'agent',
      );
      // Answering reads the user's messages: the user's screen can mark them read.
      const readByAgent = nextEvent<{ side: string; up_to: number }>(
        userSocket,
        SOCKET_EVENTS.supportRead,
        (event) => event.side === 'agent',
      );
      const answer = await reply(t, admin, threadId, { body: 'Yes, how can I help?' });
      await expect(readByAgent).resolves.toEqual({ thread_id: threadId, side: 'agent', up_to: sent.body.message.id });
      await expect(heardByUser).resolves.toMatchObject({
        thread_id: threadId,
        message: { id: answer.body.message.id, body: 'Yes, how can I help?' },
      });
      expect(await supportNotices(t, userId)).toEqual([]);

      // The user's read mark reaches the agents (their counts and "read" marks follow).
      const readHeard = nextEvent<{ side: string; up_to: number }>(
        agentSocket,
        SOCKET_EVENTS.supportRead,
        (event) => event.side === 'user',
      );
      await t.call('support/read', { method: 'POST', token, body: {} });
      await expect(readHeard).resolves.toMatchObject({ thread_id: threadId, up_to: answer.body.message.id });

      // Gone offline: the next answer leaves a notice leading to the chat.
      userSocket.disconnect();
      await expect.poll(async () => (await t.app.io.in(`user:${userId}`).fetchSockets()).length).toBe(0);
      await reply(t, admin, threadId, { body: 'Are you still there?' });
      expect(await supportNotices(t, userId)).toEqual([{ kind: 'support_replied', link: '#/pages/kefu/index' }]);

      // A user's socket is not an agent's: it does not hear other users' threads.
      const other = await registerUser(t);
      const otherSocket = await socketOf(t, other.token);
      let overheard = false;
      otherSocket.on(SOCKET_EVENTS.supportMessage, () => (overheard = true));
      const heard = nextEvent<TSupportMessageEvent>(agentSocket, SOCKET_EVENTS.supportMessage, (event) => event.message.body === 'second');
      await send(t, token, { body: 'second' });
      await heard;
      expect(overheard).toBe(false);
    });

    it('closes and reopens a thread with an audit line; a new message from the user reopens it', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const { token } = await registerUser(t);
      const threadId = (await send(t, token, { body: 'solved, thanks' })).body.message.thread_id;

      const closed = await t.call('admin/support/close', { method: 'POST', token: admin, body: { thread_id: threadId } });
      expect(closed.body.type).toBe('ok');
      expect((await threadRow(t, admin, threadId)).status).toBe('closed');
      const open = await t.call<TAdminSupportThreadsResponse>('admin/support/threads', {
        token: admin,
        body: { status: 'open', limit: 100 },
      });
      expect(open.body.message.data.map((thread) => thread.id)).not.toContain(threadId);
      const closedList = await t.call<TAdminSupportThreadsResponse>('admin/support/threads', { token: admin, body: { status: 'closed' } });
      expect(closedList.body.message.data.map((thread) => thread.id)).toContain(threadId);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'target_id'])
        .where('target_type', '=', 'support_thread')
        .where('target_id', '=', String(threadId))
        .execute();
      expect(audit).toEqual([{ action: 'support.close', target_id: String(threadId) }]);

      await send(t, token, { body: 'one more question' });
      expect((await threadRow(t, admin, threadId)).status).toBe('open');
      const missing = await t.call('admin/support/close', { method: 'POST', token: admin, body: { thread_id: 999_999 } });
      expect(missing.body.message).toBe('This conversation does not exist');
      // Replies are audited with the message they sent.
      const answer = await reply(t, admin, threadId, { body: 'Go ahead' });
      const replyAudit = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'support.reply')
        .where('target_id', '=', String(threadId))
        .execute();
      expect(replyAudit.map((row) => JSON.parse(row.detail).message_id)).toEqual([answer.body.message.id]);
    });

    it('switches the customer service to a third-party widget id through the audited setting', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const invalid = await t.call('admin/support/setting', { method: 'POST', token: admin, body: { support_url: '<script>' } });
      expect(invalid.body.message).toBe('The chat widget id may only contain letters, digits, - and _');
      const saved = await t.call('admin/support/setting', { method: 'POST', token: admin, body: { support_url: ' a1b2c3d4e5 ' } });
      expect(saved.body.message).toEqual({ support_url: 'a1b2c3d4e5' });
      expect((await t.call<{ value: string }>('getSetting', { body: { keyword: 'support_url' } })).body.message.value).toBe('a1b2c3d4e5');
      await t.call('admin/support/setting', { method: 'POST', token: admin, body: { support_url: '' } });
      expect((await t.call<{ support_url: string }>('admin/support/setting', { token: admin })).body.message.support_url).toBe('');
      const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'support.setting').orderBy('id').execute();
      expect(audit.map((row) => JSON.parse(row.detail))).toEqual([
        { before: '', after: 'a1b2c3d4e5' },
        { before: 'a1b2c3d4e5', after: '' },
      ]);
      // The pages' CSP lets the widget's loader, calls and panel in, and nothing else new.
      const page = await fetch(`${t.baseUrl}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/static\.meiqia\.com;/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.meiqia\.com(;|$)/);
    });
  },
  { webDist: tinyWebDist() },
);
