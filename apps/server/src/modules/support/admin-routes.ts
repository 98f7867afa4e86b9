// The agents' side of the support chat (the back office's Support chat screen): the inbox with
// unread counts, a conversation, answering with text and images, read marks, closing and reopening
// a thread, and the `support_url` setting (a third-party widget's id, or empty for this chat).
// Every call needs an admin; the answers, status changes and the setting are audited.
import type { FastifyInstance } from 'fastify';
import {
  SUPPORT_PREVIEW_LENGTH_MAX,
  ZAdminSupportMessagesRequest,
  ZAdminSupportReadRequest,
  ZAdminSupportSendRequest,
  ZAdminSupportSettingRequest,
  ZAdminSupportThreadRequest,
  ZAdminSupportThreadsRequest,
  type TAdminSupportMessagesResponse,
  type TAdminSupportSettingResponse,
  type TAdminSupportThread,
  type TAdminSupportThreadsResponse,
  type TSupportMessage,
  type TSupportUnreadResponse,
} from '@platform/shared/schemas/support';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { writeAudit } from '../../audit/audit.ts';
import { assertAdmin } from '../../auth/roles.ts';
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
  const asAdmin =
    <I, R>(handler: (input: I, ctx: AuthedContext) => Promise<R>) =>
    (input: I, ctx: AuthedContext) => {
      assertAdmin(ctx);
      return handler(input, ctx);
    };
  const agentOf = (ctx: AuthedContext) => ({ id: ctx.user.id, ip: ctx.ip });

  defineRoute(app, {
    method: 'GET',
    path: 'admin/support/threads',
    input: ZAdminSupportThreadsRequest,
    auth: true,
    handler: asAdmin(async (input, _ctx): Promise<TAdminSupportThreadsResponse> => {
      const { data, total } = await listInbox(db, input.status, input);
      return { data: data.map(threadJson), total, page: input.page, limit: input.limit };
    }),
  });

  defineRoute(app, {
    method: 'GET',
    path: 'admin/support/unread',
    auth: true,
    handler: asAdmin(async (_input: unknown, _ctx): Promise<TSupportUnreadResponse> => ({ count: await countUnreadOfAgents(db) })),
  });

  defineRoute(app, {
    method: 'GET',
    path: 'admin/support/messages',
    input: ZAdminSupportMessagesRequest,
    auth: true,
    handler: asAdmin(async (input, _ctx): Promise<TAdminSupportMessagesResponse> => {
      const thread = await findInboxThread(db, input.thread_id);
      if (!thread) throw threadNotFound();
      const page = await listMessages(db, thread.id, input);
      return { thread: threadJson(thread), data: page.data.map(messageJson), has_more: page.hasMore };
    }),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/support/send',
    input: ZAdminSupportSendRequest,
    auth: true,
    idempotent: true,
    handler: asAdmin((input, ctx): Promise<TSupportMessage> =>
      sendAsAgent(deps, agentOf(ctx), input.thread_id, { body: input.body, image: input.image }),
    ),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/support/read',
    input: ZAdminSupportReadRequest,
    auth: true,
    handler: asAdmin(async (input, _ctx): Promise<TSupportUnreadResponse> => {
      const thread = await findThread(db, input.thread_id);
      if (!thread) throw threadNotFound();
      await markThreadRead(deps, thread, 'agent', input.up_to);
      return { count: await countUnreadOfAgents(db) };
    }),
  });

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      path: `admin/support/${action}`,
      input: ZAdminSupportThreadRequest,
      auth: true,
      handler: asAdmin(async (input, ctx) => {
        await changeThreadStatus(deps, agentOf(ctx), input.thread_id, status);
        return deps.translate(ctx.lang, 'success');
      }),
    });
  }

  defineRoute(app, {
    method: 'GET',
    path: 'admin/support/setting',
    auth: true,
    handler: asAdmin(async (_input: unknown, _ctx): Promise<TAdminSupportSettingResponse> => ({
      support_url: await findSupportSetting(db),
    })),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'admin/support/setting',
    input: ZAdminSupportSettingRequest,
    auth: true,
    handler: asAdmin(async (input, ctx): Promise<TAdminSupportSettingResponse> => {
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
    }),
  });
}
