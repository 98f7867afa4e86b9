// Account rules both sides use at runtime: account formats, code scenes, account kinds (SPEC.md
// sections 3 and 5). Zod-free, so importing them does not load the schemas.
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RE = /^\d{5,15}$/;
export const CODE_RE = /^\d{6}$/;
export const AREA_CODE_RE = /^\d{1,4}$/;

export const CODE_SCENES = ['register', 'forget', 'update_password', 'bind_email', 'bind_mobile', 'pay_password'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const ACCOUNT_KINDS = ['email', 'phone'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const REAL_NAME_STATES = ['unverified', 'pending', 'verified', 'failed'] as const;

/** The account an email/phone string names; the rule both sides use. */
export function accountKindOf(userString: string): AccountKind | null {
  if (EMAIL_RE.test(userString)) return 'email';
  if (PHONE_RE.test(userString)) return 'phone';
  return null;
}
