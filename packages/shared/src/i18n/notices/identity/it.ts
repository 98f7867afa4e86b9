import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesIt: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identità verificata',
  notice_identity_verified_body: 'La tua verifica di identità ({{level}}) è stata approvata. Ora valgono i limiti più alti.',
  notice_identity_failed_title: 'Verifica di identità non riuscita',
  notice_identity_failed_body: 'La tua verifica di identità ({{level}}) non è stata approvata. Motivo: {{reason}}',
  notice_value_basic: 'Base',
  notice_value_advanced: 'Avanzata',
};
