// The agents' side of the support chat (the back office's Support chat screen): the inbox with
// unread counts, a conversation, answering with text and images, read marks, closing and reopening
// a thread, and the `support_url` setting (a third-party widget's id, or empty for this chat).
// Every call needs an admin; the answers, status changes and the setting are audited.
import type { FastifyInstance } from 'fastify';
import {
  adminSupportClose,
  adminSupportMessages,
  adminSupportRead,
  adminSupportReopen,
  adminSupportSend,
  adminSupportSetting,
  adminSupportSettingSave,
  adminSupportThreads,
  adminSupportUnread,
} from '@platform/shared/contract/support';
import { SUPPORT_PREVIEW_LENGTH_MAX, type TAdminSupportThread } from '@platform/shared/schemas/support';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { writeAudit } from '../../audit/audit.ts';
import {
  countUnreadOfAgents,
  findInboxThread,
  findSupportSetting,
  findThread,
  listInbox,
  listMessages,
  saveSupportSetting,
  type InboxRow,
} from './queries.ts';
import { changeThreadStatus, markThreadRead, messageJson, sendAsAgent, threadNotFound } from './service.ts';

function threadJson(row: InboxRow): TAdminSupportThread {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email ?? row.user_phone ?? '',
    user_nickname: row.user_nickname,
    status: row.status === 'closed' ? 'closed' : 'open',
    unread: Number(row.unread ?? 0),
    last_sender: row.last_sender === 'agent' || row.last_sender === 'user' ? row.last_sender : null,
    last_preview: (row.last_body ?? '').slice(0, SUPPORT_PREVIEW_LENGTH_MAX),
    last_has_image: Boolean(row.last_image),
    last_message_at: row.last_message_at,
    user_read_id: row.user_read_id,
    created_at: row.created_at,
  };
}

export function registerSupportAdminRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  const agentOf = (ctx: AuthedContext) => ({ id: ctx.user.id, ip: ctx.ip });

  defineRoute(app, adminSupportThreads, async (input) => {
    const { data, total } = await listInbox(db, input.status, input);
    return { data: data.map(threadJson), total, page: input.page, limit: input.limit };
  });

  defineRoute(app, adminSupportUnread, async () => ({ count: await countUnreadOfAgents(db) }));

  defineRoute(app, adminSupportMessages, async (input) => {
    const thread = await findInboxThread(db, input.thread_id);
    if (!thread) throw threadNotFound();
    const page = await listMessages(db, thread.id, input);
    return { thread: threadJson(thread), data: page.data.map(messageJson), has_more: page.hasMore };
  });

  defineRoute(app, adminSupportSend, (input, ctx) =>
    sendAsAgent(deps, agentOf(ctx), input.thread_id, { body: input.body, image: input.image }),
  );

  defineRoute(app, adminSupportRead, async (input) => {
    const thread = await findThread(db, input.thread_id);
    if (!thread) throw threadNotFound();
    await markThreadRead(deps, thread, 'agent', input.up_to);
    return { count: await countUnreadOfAgents(db) };
  });

  for (const [call, status] of [
    [adminSupportClose, 'closed'],
    [adminSupportReopen, 'open'],
  ] as const) {
    defineRoute(app, call, async (input, ctx) => {
      await changeThreadStatus(deps, agentOf(ctx), input.thread_id, status);
      return deps.translate(ctx.lang, 'success');
    });
  }

  defineRoute(app, adminSupportSetting, async () => ({ support_url: await findSupportSetting(db) }));

  defineRoute(app, adminSupportSettingSave, async (input, ctx) => {
    await db.transaction().execute(async (trx: Db) => {
      const before = await findSupportSetting(trx);
      await saveSupportSetting(trx, input.support_url);
      await writeAudit(trx, {
        actorId: ctx.user.id,
        action: 'support.setting',
        targetType: 'setting',
        targetId: 'support_url',
        detail: { before, after: input.support_url },
        ip: ctx.ip,
        now: deps.clock(),
      });
    });
    return { support_url: input.support_url };
  });
}
