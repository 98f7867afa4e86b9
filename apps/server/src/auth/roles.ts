// The back office's door: admin calls need a session whose user has the admin role. An admin
// reviews what users asked for; there is deliberately no call that edits a balance directly.
import { AppError } from '../http/errors.ts';

export const ROLE_ADMIN = 'admin';

export function assertAdmin(ctx: { user: { role: string } }): void {
  if (ctx.user.role !== ROLE_ADMIN) throw new AppError('admin_only', {}, 'error', 403);
}
