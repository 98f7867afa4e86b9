// The back office's identity review: the queue of submissions with their photos and fields, and the
// decision. Approving needs the contacts the level requires still bound (SPEC.md section 5) and
// raises the user's level; failing records the reason the user sees. Either decision is taken once
// (a conditional update), with the users columns and the audit line in one transaction, and the user
// is notified after it commits.
import type { FastifyInstance } from 'fastify';
import { adminIdentity, adminIdentityApprove, adminIdentityFail } from '@platform/shared/contract/identity';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import {
  ID_TYPES,
  REAL_LEVEL,
  SUBMISSION_STATES,
  type TAdminIdentitySubmission,
  type TIdType,
  type TSubmissionState,
} from '@platform/shared/schemas/identity';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { forgetCachedUser } from '../../auth/sessions.ts';
import { writeAudit } from '../../audit/audit.ts';
import { notifyUser } from '../../notify/notify.ts';
import { assertBindingFor } from './service.ts';
import {
  decideSubmission,
  findIdentityUser,
  listSubmissionsForReview,
  raiseRealLevel,
  setStatusOfUnverified,
  submissionExists,
  type Decision,
} from './queries.ts';

/** Where the user's notice takes them. */

const levelName = (level: number): 'basic' | 'advanced' => (level >= REAL_LEVEL.advanced ? 'advanced' : 'basic');
const isIdType = (value: string): value is TIdType => (ID_TYPES as readonly string[]).includes(value);
const isState = (value: string): value is TSubmissionState => (SUBMISSION_STATES as readonly string[]).includes(value);

type QueueRow = Awaited<ReturnType<typeof listSubmissionsForReview>>['data'][number];

function toSubmission(row: QueueRow): TAdminIdentitySubmission {
  return {
    id: row.id,
    user_id: row.user_id,
    user_account: row.user_email ?? (row.user_phone ? `+${row.user_area_code} ${row.user_phone}` : ''),
    email_bound: Boolean(row.user_email),
    phone_bound: Boolean(row.user_phone),
    user_real_level: row.user_real_level,
    level: row.level,
    id_type: isIdType(row.id_type) ? row.id_type : null,
    name: row.name,
    card_id: row.card_id,
    front_pic: row.front_pic,
    reverse_pic: row.reverse_pic,
    hand_pic: row.hand_pic,
    memo: row.memo,
    status: isState(row.status) ? row.status : 'pending',
    reason: row.reason,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    reviewed_by_email: row.reviewed_by_email,
  };
}

/** Takes the decision with its effect on the user and its audit line; 'record_already_reviewed' the second time. */
async function review(deps: ModuleDeps, id: number, decision: Decision, ctx: AuthedContext): Promise<void> {
  const now = deps.clock();
  const decided = await deps.db.transaction().execute(async (trx: Db) => {
    const submission = await decideSubmission(trx, id, decision, ctx.user.id, now);
    if (!submission) throw new AppError((await submissionExists(trx, id)) ? 'record_already_reviewed' : 'record_not_found');
    if (decision.status === 'verified') {
      // Refused (and the decision above rolled back) when a contact was unbound since the submission.
      assertBindingFor(submission.level, await findIdentityUser(trx, submission.user_id));
      await raiseRealLevel(trx, submission.user_id, submission.level);
    } else if (submission.level === REAL_LEVEL.basic) {
      await setStatusOfUnverified(trx, submission.user_id, 'failed');
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: decision.status === 'verified' ? 'identity.approve' : 'identity.fail',
      targetType: 'identity_submission',
      targetId: id,
      reason: decision.status === 'failed' ? decision.reason : '',
      detail: { user_id: submission.user_id, level: levelName(submission.level) },
      ip: ctx.ip,
      now,
    });
    return submission;
  });
  // user/info shows real_status from the cached session row.
  forgetCachedUser(deps.db, decided.user_id);
  const level = levelName(decided.level);
  await notifyUser(deps, {
    userId: decided.user_id,
    kind: decision.status === 'verified' ? 'identity_verified' : 'identity_failed',
    params: decision.status === 'verified' ? { level } : { level, reason: decision.reason },
    link: NOTIFICATION_LINKS.identity,
  });
}

export function registerIdentityReviewRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, adminIdentity, async (input) => {
    const { data, total } = await listSubmissionsForReview(deps.db, { status: input.status, userId: input.user_id }, input);
    return { data: data.map(toSubmission), total, page: input.page, limit: input.limit };
  });

  defineRoute(app, adminIdentityApprove, async (input, ctx) => {
    await review(deps, input.id, { status: 'verified' }, ctx);
    return deps.translate(ctx.lang, 'success');
  });

  defineRoute(app, adminIdentityFail, async (input, ctx) => {
    await review(deps, input.id, { status: 'failed', reason: input.reason }, ctx);
    return deps.translate(ctx.lang, 'success');
  });
}
