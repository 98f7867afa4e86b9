import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesSpa: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identidad verificada',
  notice_identity_verified_body: 'Tu verificación de identidad ({{level}}) ha sido aprobada. Ya se aplican los límites superiores.',
  notice_identity_failed_title: 'Verificación de identidad fallida',
  notice_identity_failed_body: 'Tu verificación de identidad ({{level}}) no fue aprobada. Motivo: {{reason}}',
  notice_value_basic: 'Básica',
  notice_value_advanced: 'Avanzada',
};
