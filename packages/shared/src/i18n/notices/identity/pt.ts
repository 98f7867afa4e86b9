import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesPt: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identidade verificada',
  notice_identity_verified_body: 'A sua verificação de identidade ({{level}}) foi aprovada. Os limites mais altos já se aplicam.',
  notice_identity_failed_title: 'Verificação de identidade falhou',
  notice_identity_failed_body: 'A sua verificação de identidade ({{level}}) não foi aprovada. Motivo: {{reason}}',
  notice_value_basic: 'Básica',
  notice_value_advanced: 'Avançada',
};
