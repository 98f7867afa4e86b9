// The user's side of the support chat (issue 5, /pages/kefu/index): their history, sending a
// message (text and an image from POST /api/upload), read marks, the unread badge, and the thread's
// images, served only to the thread's user and to the agents.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_NAME_RE } from '@platform/shared/schemas/deposit';
import { supportMessages, supportRead, supportSend, supportUnread } from '@platform/shared/contract/support';
import type { TSupportMessagesResponse } from '@platform/shared/schemas/support';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { ROLE_ADMIN } from '../../auth/roles.ts';
import { findUploadByName } from '../../files/upload-queries.ts';
import { countUnreadOfUser, findThreadOfUser, listMessages, supportImageVisible } from './queries.ts';
import { markThreadRead, messageJson, sendAsUser } from './service.ts';

export function registerSupportUserRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  defineRoute(app, supportMessages, async (input, ctx): Promise<TSupportMessagesResponse> => {
    const thread = await findThreadOfUser(db, ctx.user.id);
    if (!thread) return { thread: null, data: [], has_more: false };
    const page = await listMessages(db, thread.id, input);
    return {
      thread: {
        id: thread.id,
        status: thread.status === 'closed' ? 'closed' : 'open',
        agent_read_id: thread.agent_read_id,
        user_read_id: thread.user_read_id,
      },
      data: page.data.map(messageJson),
      has_more: page.hasMore,
    };
  });

  defineRoute(app, supportUnread, async (_input, ctx) => ({ count: await countUnreadOfUser(db, ctx.user.id) }));

  // The rate limit (SUPPORT_MESSAGES_PER_MINUTE_MAX per user) is counted in the thread, under its row
  // lock. The entry is idempotent: a retried send (the answer was lost) is stored once.
  defineRoute(app, supportSend, (input, ctx) => sendAsUser(deps, ctx.user.id, input));

  defineRoute(app, supportRead, async (input, ctx) => {
    const thread = await findThreadOfUser(db, ctx.user.id);
    if (thread) await markThreadRead(deps, thread, 'user', input.up_to);
    return { count: await countUnreadOfUser(db, ctx.user.id) };
  });

  // An image of a support message, to the thread's user and to the agents; 404 to everyone else,
  // exactly as for a name that does not exist. The uploader-only /api/file would keep an agent's
  // picture from the user it was sent to.
  app.get<{ Params: { name: string } }>('/api/support/image/:name', async (request, reply) => {
    const viewer = request.user;
    const { name } = request.params;
    const visible =
      viewer !== null &&
      UPLOAD_NAME_RE.test(name) &&
      (await supportImageVisible(db, name, { userId: viewer.id, agent: viewer.role === ROLE_ADMIN }));
    const upload = visible ? await findUploadByName(db, name) : undefined;
    const bytes = upload ? await fs.readFile(path.join(deps.config.uploadDir, name)).catch(() => null) : null;
    if (!upload || !bytes) throw new AppError('file_not_found', {}, 'error', 404);
    return reply
      .header('content-type', upload.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('content-disposition', 'inline')
      .send(bytes);
  });
}
