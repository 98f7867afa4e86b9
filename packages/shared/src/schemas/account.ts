// Accounts: codes, registration, login, password (SPEC.md sections 3, 5, 7).
import { z } from 'zod';
import { AREA_CODE_DEFAULT, PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '../constants.ts';
import { key } from './common.ts';
import { zWhole } from './fields.ts';
import { ACCOUNT_KINDS, AREA_CODE_RE, CODE_RE, CODE_SCENES, REAL_NAME_STATES, accountKindOf } from '../account-rules.ts';

// The zod-free rules, also exported from here for the server's imports.
export {
  ACCOUNT_KINDS,
  AREA_CODE_RE,
  CODE_RE,
  CODE_SCENES,
  EMAIL_RE,
  PHONE_RE,
  REAL_NAME_STATES,
  accountKindOf,
} from '../account-rules.ts';
export type { AccountKind, CodeScene } from '../account-rules.ts';
export { ZNoInput } from './common.ts';

/** An answer that is a sentence in the caller's language: 'Code sent', 'Logged out', 'Success'. */
export const ZMessageText = z.string();
export type TMessageText = z.infer<typeof ZMessageText>;

/** user/register and user/login: the new session's token, sent back as the Authorization header. */
export const ZSessionToken = z.string();
export type TSessionToken = z.infer<typeof ZSessionToken>;

export const zPassword = z
  .string(key('password_too_short'))
  .min(PASSWORD_LENGTH_MIN, key('password_too_short'))
  .max(PASSWORD_LENGTH_MAX, key('password_too_long'));
export const zCode = z.string(key('code_invalid')).trim().regex(CODE_RE, key('code_invalid'));
export const zAreaCode = z
  .string(key('area_code_invalid'))
  .trim()
  .transform((text) => text.replace(/^\+/, ''))
  .pipe(z.string().regex(AREA_CODE_RE, key('area_code_invalid')))
  .default(AREA_CODE_DEFAULT);
export const zUserString = z.string(key('account_required')).trim().min(1, key('account_required')).max(100, key('account_required'));
export const zAccountKind = z.enum(ACCOUNT_KINDS, key('parameter_error')).default('email');

export const ZSendCodeRequest = z.object({
  user_string: zUserString,
  scene: z.enum(CODE_SCENES, key('scene_invalid')).default('register'),
  area_code: zAreaCode,
  /** Not read; older clients send it, sometimes empty or 0. */
  area_code_id: z.preprocess((value) => (value === '' ? undefined : value), zWhole('parameter_error', { min: 0 }).optional()),
});
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;

export const ZCheckEmailRequest = z.object({ user_string: zUserString, area_code: zAreaCode });

export const ZRegisterRequest = z
  .object({
    type: zAccountKind,
    user_string: zUserString,
    area_code: zAreaCode,
    code: zCode,
    password: zPassword,
    re_password: z.string(key('passwords_mismatch')),
    extension_code: z.string().trim().max(32).optional().default(''),
  })
  .refine((body) => body.password === body.re_password, { ...key('passwords_mismatch'), path: ['re_password'] })
  .refine((body) => accountKindOf(body.user_string) === body.type, {
    path: ['user_string'],
    error: (issue) => ((issue.input as { type?: string }).type === 'phone' ? 'phone_invalid' : 'email_invalid'),
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  user_string: zUserString,
  password: z.string(key('login_failed')).min(1, key('login_failed')).max(PASSWORD_LENGTH_MAX, key('login_failed')),
  area_code: zAreaCode,
  /** The authenticator code (or a recovery code) when the account has two-factor on; asked after 'totp_required'. */
  totp: z.string().trim().max(32, key('totp_wrong')).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZForgetRequest = z
  .object({
    account: zUserString,
    area_code: zAreaCode,
    code: zCode,
    password: zPassword,
    repassword: z.string(key('passwords_mismatch')),
  })
  .refine((body) => body.password === body.repassword, { ...key('passwords_mismatch'), path: ['repassword'] });
export type TForgetRequest = z.infer<typeof ZForgetRequest>;

export const ZUpdatePasswordRequest = z
  .object({ password: zPassword, re_password: z.string(key('passwords_mismatch')), code: zCode })
  .refine((body) => body.password === body.re_password, { ...key('passwords_mismatch'), path: ['re_password'] });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZUser = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string(),
  nickname: z.string(),
  /** The avatar's URL for <img src> (public, schemas/profile.ts avatarUrl), or '' for none. */
  head_portrait: z.string(),
  signature: z.string(),
  invite_code: z.string(),
  lang: z.string(),
  fiat: z.string(),
  credit_score: z.number().int(),
  real_status: z.enum(REAL_NAME_STATES),
  is_admin: z.boolean(),
  created_at: z.number().int(),
});
export type TUser = z.infer<typeof ZUser>;
