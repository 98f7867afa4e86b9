// The support chat's rules: a user writes only in their own thread and at most
// SUPPORT_MESSAGES_PER_MINUTE_MAX messages a minute; an attached image must be the sender's own
// upload (so nobody can show, and then read back, someone else's file); an agent's answer, a close
// and a reopen are written with their audit line; every change is told to both sides after commit.
import {
  SUPPORT_MESSAGES_PER_MINUTE_MAX,
  SUPPORT_RATE_WINDOW_MS,
  type TSupportMessage,
  type TSupportSender,
  type TSupportThreadStatus,
} from '@platform/shared/schemas/support';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from '../../audit/audit.ts';
import { findUploadByName } from '../../files/upload-queries.ts';
import { emitMessage, emitRead, emitThreadStatus, noticeIfOffline } from './events.ts';
import {
  countMessagesSince,
  ensureThreadOfUser,
  findThread,
  insertMessage,
  lockThread,
  markRead,
  setThreadStatus,
  type SupportMessageRow,
  type SupportThreadRow,
} from './queries.ts';

export type SupportDeps = Pick<ModuleDeps, 'db' | 'io' | 'clock'>;
export type Draft = { body: string; image: string };

export function messageJson(row: SupportMessageRow): TSupportMessage {
  return {
    id: row.id,
    thread_id: row.thread_id,
    sender: row.sender === 'agent' ? 'agent' : 'user',
    body: row.body,
    image: row.image,
    created_at: row.created_at,
  };
}

/** An attached image must be an upload of the sender's own. */
async function assertOwnImage(db: Db, image: string, senderId: number): Promise<void> {
  if (image === '') return;
  const upload = await findUploadByName(db, image);
  if (!upload || upload.user_id !== senderId) throw new AppError('support_image_invalid');
}

export const threadNotFound = () => new AppError('support_thread_not_found');

/** Whoever writes has read the other side's messages (insertMessage moved the mark): say so. */
function emitReadBySending(deps: SupportDeps, before: SupportThreadRow, sender: TSupportSender): void {
  const [newest, read] =
    sender === 'user' ? [before.last_agent_message_id, before.user_read_id] : [before.last_user_message_id, before.agent_read_id];
  if (newest > read) emitRead(deps.io, before.user_id, { thread_id: before.id, side: sender, up_to: newest });
}

/** The user's message, in their thread (made with the first message). */
export async function sendAsUser(deps: SupportDeps, userId: number, draft: Draft): Promise<TSupportMessage> {
  await assertOwnImage(deps.db, draft.image, userId);
  const now = deps.clock();
  const { row, thread } = await deps.db.transaction().execute(async (trx: Db) => {
    await ensureThreadOfUser(trx, userId, now);
    const locked = await lockThread(trx, { userId }, now);
    if (!locked) throw new Error(`support thread of user ${userId} missing after ensureThreadOfUser`);
    const recent = await countMessagesSince(trx, locked.id, 'user', now - SUPPORT_RATE_WINDOW_MS);
    if (recent >= SUPPORT_MESSAGES_PER_MINUTE_MAX) throw new AppError('support_rate_limited');
    return { row: await insertMessage(trx, { threadId: locked.id, sender: 'user', authorId: userId, ...draft, now }), thread: locked };
  });
  const message = messageJson(row);
  emitMessage(deps.io, { thread_id: row.thread_id, user_id: userId, message });
  emitReadBySending(deps, thread, 'user');
  return message;
}

/** An agent's answer in a thread; audited, and a notice when the user is not connected. */
export async function sendAsAgent(
  deps: SupportDeps,
  agent: { id: number; ip: string },
  threadId: number,
  draft: Draft,
): Promise<TSupportMessage> {
  await assertOwnImage(deps.db, draft.image, agent.id);
  const now = deps.clock();
  const { row, thread } = await deps.db.transaction().execute(async (trx: Db) => {
    const locked = await lockThread(trx, { threadId }, now);
    if (!locked) throw threadNotFound();
    const inserted = await insertMessage(trx, { threadId, sender: 'agent', authorId: agent.id, ...draft, now });
    await writeAudit(trx, {
      actorId: agent.id,
      action: 'support.reply',
      targetType: 'support_thread',
      targetId: threadId,
      detail: { message_id: inserted.id, user_id: locked.user_id, image: draft.image || null },
      ip: agent.ip,
      now,
    });
    return { row: inserted, thread: locked };
  });
  const message = messageJson(row);
  emitMessage(deps.io, { thread_id: threadId, user_id: thread.user_id, message });
  emitReadBySending(deps, thread, 'agent');
  await noticeIfOffline(deps, thread.user_id);
  return message;
}

/**
 * Marks the other side's messages read up to `upTo` (everything when absent), capped at the newest
 * one, so a mark never covers a message that had not arrived yet.
 */
export async function markThreadRead(deps: SupportDeps, thread: SupportThreadRow, reader: TSupportSender, upTo?: number): Promise<void> {
  const newest = reader === 'user' ? thread.last_agent_message_id : thread.last_user_message_id;
  const mark = Math.min(upTo ?? newest, newest);
  if (mark <= 0 || !(await markRead(deps.db, thread.id, reader, mark))) return;
  emitRead(deps.io, thread.user_id, { thread_id: thread.id, side: reader, up_to: mark });
}

/** Closes a resolved thread or reopens it; audited. Asking for the status it already has changes nothing. */
export async function changeThreadStatus(
  deps: SupportDeps,
  agent: { id: number; ip: string },
  threadId: number,
  status: TSupportThreadStatus,
): Promise<void> {
  const now = deps.clock();
  const thread = await deps.db.transaction().execute(async (trx: Db) => {
    const found = await findThread(trx, threadId);
    if (!found) throw threadNotFound();
    if (!(await setThreadStatus(trx, threadId, status, now))) return null;
    await writeAudit(trx, {
      actorId: agent.id,
      action: status === 'closed' ? 'support.close' : 'support.reopen',
      targetType: 'support_thread',
      targetId: threadId,
      detail: { user_id: found.user_id },
      ip: agent.ip,
      now,
    });
    return found;
  });
  if (thread) emitThreadStatus(deps.io, thread.user_id, { thread_id: threadId, status });
}
