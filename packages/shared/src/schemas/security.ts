// The security centre (issue 5): contacts, two-factor authentication (TOTP and recovery codes),
// the anti-phishing code and the active sessions. The contract of the safe/* calls both sides import.
import { z } from 'zod';
import { ACCOUNT_KINDS, EMAIL_RE, PHONE_RE } from '../account-rules.ts';
import { PASSWORD_LENGTH_MAX } from '../constants.ts';
import { key, zId } from './common.ts';
import { ANTI_PHISHING_RE, RECOVERY_CODE_RE, TOTP_CODE_RE } from '../security-rules.ts';
export { ZMessageText, ZNoInput } from './account.ts';
import { zAreaCode, zCode } from './account.ts';

// The zod-free rules, also exported from here for the server's imports.
export {
  ANTI_PHISHING_LENGTH_MAX,
  ANTI_PHISHING_RE,
  RECOVERY_CODES_COUNT,
  RECOVERY_CODE_RE,
  TOTP_CODE_RE,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_REQUIRED_CODE,
  TOTP_WINDOW_STEPS,
} from '../security-rules.ts';

/** The login password, asked again before a contact changes. */
const zCurrentPassword = z
  .string(key('login_password_required'))
  .min(1, key('login_password_required'))
  .max(PASSWORD_LENGTH_MAX, key('login_password_wrong'));

export const zTotpCode = z.string(key('totp_code_invalid')).trim().regex(TOTP_CODE_RE, key('totp_code_invalid'));

/** An authenticator code or a recovery code. */
export const zSecondFactor = z
  .string(key('second_factor_invalid'))
  .transform((text) => text.replace(/\s/g, ''))
  .refine((text) => TOTP_CODE_RE.test(text) || RECOVERY_CODE_RE.test(text), key('second_factor_invalid'));

export const ZBindMobileRequest = z.object({
  mobile: z
    .string(key('phone_invalid'))
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_RE, key('phone_invalid'))),
  area_code: zAreaCode,
  code: zCode,
  password: zCurrentPassword,
});
export type TBindMobileRequest = z.infer<typeof ZBindMobileRequest>;

export const ZBindEmailRequest = z.object({
  email: z.string(key('email_invalid')).trim().toLowerCase().max(100, key('email_invalid')).regex(EMAIL_RE, key('email_invalid')),
  code: zCode,
  password: zCurrentPassword,
});
export type TBindEmailRequest = z.infer<typeof ZBindEmailRequest>;

export const ZUnbindRequest = z.object({ kind: z.enum(ACCOUNT_KINDS, key('parameter_error')), password: zCurrentPassword });
export type TUnbindRequest = z.infer<typeof ZUnbindRequest>;

export const ZTotpEnableRequest = z.object({ code: zTotpCode });
export type TTotpEnableRequest = z.infer<typeof ZTotpEnableRequest>;

export const ZTotpDisableRequest = z.object({ code: zSecondFactor });
export type TTotpDisableRequest = z.infer<typeof ZTotpDisableRequest>;

export const ZAntiPhishingRequest = z.object({
  code: z.string(key('anti_phishing_invalid')).trim().regex(ANTI_PHISHING_RE, key('anti_phishing_invalid')),
});
export type TAntiPhishingRequest = z.infer<typeof ZAntiPhishingRequest>;

export const ZSessionRevokeRequest = z.object({ id: zId });
export type TSessionRevokeRequest = z.infer<typeof ZSessionRevokeRequest>;

/** safe/state: what the security centre lists. Contacts and the anti-phishing code come masked. */
export const ZSecurityState = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  pay_password_set: z.boolean(),
  totp_enabled: z.boolean(),
  anti_phishing_code: z.string().nullable(),
  sessions_active: z.number().int(),
  password_changed_at: z.number().int(),
});
export type TSecurityState = z.infer<typeof ZSecurityState>;

/** safe/totp/setup: a new key waiting to be confirmed; answered only before it is enabled. */
export const ZTotpSetup = z.object({ secret: z.string(), uri: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/** safe/totp/enable: the recovery codes, answered this once (only their hashes are kept). */
export const ZTotpEnabled = z.object({ recovery_codes: z.array(z.string()) });
export type TTotpEnabled = z.infer<typeof ZTotpEnabled>;

/** One signed-in device of safe/sessions. Browser and system are names read from the user agent, '' when unknown. */
export const ZSession = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = z.array(ZSession);
