// Profile rules: nickname, signature and avatar of the caller's own account, the language and
// display fiat kept for emails and notices, and the users they invited. Each change answers the
// user as it now is and drops the cached session row (ctx.user.row), so the next call sees it.
import type { PageOf } from '@platform/shared/envelope';
import type { TUser } from '@platform/shared/schemas/account';
import type { TPreferencesRequest, TInvitee } from '@platform/shared/schemas/profile';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { forgetCachedUser, type AuthUser } from '../../auth/sessions.ts';
import { toUser } from '../../auth/accounts.ts';
import { readUpload, storeUpload } from '../../files/uploads.ts';
import { findOwnUpload } from '../../files/upload-queries.ts';
import { countInvitees, fiatExists, listInvitees, updateProfile, type ProfilePatch } from './queries.ts';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

async function saveProfile(deps: Deps, userId: number, patch: ProfilePatch): Promise<TUser> {
  const row = await updateProfile(deps.db, userId, patch);
  forgetCachedUser(deps.db, userId);
  return toUser(row);
}

export const editNickname = (deps: Deps, userId: number, nickname: string) => saveProfile(deps, userId, { nickname });

export const editSignature = (deps: Deps, userId: number, signature: string) => saveProfile(deps, userId, { signature });

/** A new image sent with the call: stored as a public upload and made the avatar. */
export async function setAvatarFromFile(deps: Deps, userId: number, file: Buffer): Promise<TUser> {
  const name = await storeUpload(deps, userId, file, { isPublic: true });
  return saveProfile(deps, userId, { head_portrait: name });
}

/**
 * The caller's own earlier upload made the avatar. A private upload is copied to a new public
 * file rather than opened up: the name may be an identity photo or a payment voucher, and those
 * must stay private under their own name whatever the user picks as an avatar.
 */
export async function setAvatarFromUpload(deps: Deps, user: AuthUser, name: string): Promise<TUser> {
  const upload = await findOwnUpload(deps.db, user.id, name);
  if (!upload) throw new AppError('avatar_not_found');
  if (upload.public === 1) return saveProfile(deps, user.id, { head_portrait: upload.name });
  const file = await readUpload(deps, user, upload.name);
  if (!file) throw new AppError('avatar_not_found');
  return setAvatarFromFile(deps, user.id, file.bytes);
}

export async function savePreferences(deps: Deps, userId: number, input: TPreferencesRequest): Promise<TUser> {
  if (input.fiat !== undefined && !(await fiatExists(deps.db, input.fiat))) throw new AppError('fiat_unknown');
  const patch: ProfilePatch = {};
  if (input.language !== undefined) patch.lang = input.language;
  if (input.fiat !== undefined) patch.fiat = input.fiat;
  return saveProfile(deps, userId, patch);
}

export async function inviteList(deps: Deps, userId: number, page: { page: number; limit: number }): Promise<PageOf<TInvitee>> {
  const [rows, total] = await Promise.all([
    listInvitees(deps.db, userId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    countInvitees(deps.db, userId),
  ]);
  const data = rows.map((row) => {
    // toUser's masked account, so the invitee's email or phone is never sent in full.
    const user = toUser(row);
    return { id: user.id, account: user.account, created_at: user.created_at, verified: user.real_status === 'verified' };
  });
  return { data, total, page: page.page, limit: page.limit };
}
