import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesSv: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identitet verifierad',
  notice_identity_verified_body: 'Din identitetsverifiering ({{level}}) har godkänts. De högre gränserna gäller nu.',
  notice_identity_failed_title: 'Identitetsverifieringen misslyckades',
  notice_identity_failed_body: 'Din identitetsverifiering ({{level}}) godkändes inte. Orsak: {{reason}}',
  notice_value_basic: 'Grundläggande',
  notice_value_advanced: 'Avancerad',
};
