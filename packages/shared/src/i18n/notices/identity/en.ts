// The identity area's notice texts in English (a verification's outcome and its levels): the reference every
// other language of this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for every kind of
// notices/identity.ts, whose {{placeholders}} are that kind's parameters; `notice_value_<word>` for each of its
// words.
export const identityNoticesEn = {
  notice_identity_verified_title: 'Identity verified',
  notice_identity_verified_body: 'Your identity verification ({{level}}) has been approved. The higher limits now apply.',
  notice_identity_failed_title: 'Identity verification failed',
  notice_identity_failed_body: 'Your identity verification ({{level}}) was not approved. Reason: {{reason}}',
  notice_value_basic: 'Basic',
  notice_value_advanced: 'Advanced',
} as const;

export type IdentityNoticesTexts = Record<keyof typeof identityNoticesEn, string>;
