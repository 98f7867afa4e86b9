// Who an account is: the reference a user types (email, or phone with its area code), where its
// codes go, and the user as the API shows it (user/info). Every area that names a user uses these.
import type { TUser } from '@platform/shared/schemas/account';
import { avatarUrl } from '@platform/shared/schemas/profile';
import type { UserRow } from '../db/schema.ts';
import type { AccountRef } from './account-queries.ts';

/** Reads "a@b.co" or a phone number with its area code as an account reference. */
export function accountRef(userString: string, areaCode: string): AccountRef | null {
  const text = userString.trim();
  if (text.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? { kind: 'email', email: text.toLowerCase() } : null;
  const phone = text.replace(/[\s-]/g, '');
  return /^\d{5,15}$/.test(phone) ? { kind: 'phone', areaCode, phone } : null;
}

/** The code target: the email, or "+<area> <phone>". */
export function targetOf(account: AccountRef): string {
  return account.kind === 'email' ? account.email : `+${account.areaCode} ${account.phone}`;
}

/** The caller's own contact that update_password codes go to: email first, else phone. */
export function ownAccount(user: UserRow): AccountRef {
  return user.email ? { kind: 'email', email: user.email } : { kind: 'phone', areaCode: user.area_code, phone: user.phone ?? '' };
}

function maskedAccount(user: UserRow): string {
  if (user.email) {
    const [name = '', domain = ''] = user.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  const phone = user.phone ?? '';
  return `+${user.area_code} ${phone.slice(0, 3)}****${phone.slice(-2)}`;
}

export function toUser(user: UserRow): TUser {
  return {
    id: user.id,
    account: maskedAccount(user),
    email: user.email,
    phone: user.phone,
    area_code: user.area_code,
    nickname: user.nickname,
    head_portrait: avatarUrl(user.head_portrait),
    signature: user.signature,
    invite_code: user.invite_code,
    lang: user.lang,
    fiat: user.fiat,
    credit_score: user.credit_score,
    real_status: user.real_status as TUser['real_status'],
    is_admin: user.role === 'admin',
    created_at: user.created_at,
  };
}
