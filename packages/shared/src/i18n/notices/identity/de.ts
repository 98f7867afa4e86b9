import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesDe: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identität bestätigt',
  notice_identity_verified_body: 'Ihre Identitätsprüfung ({{level}}) wurde genehmigt. Ab sofort gelten die höheren Limits.',
  notice_identity_failed_title: 'Identitätsprüfung fehlgeschlagen',
  notice_identity_failed_body: 'Ihre Identitätsprüfung ({{level}}) wurde nicht genehmigt. Grund: {{reason}}',
  notice_value_basic: 'Basis',
  notice_value_advanced: 'Erweitert',
};
