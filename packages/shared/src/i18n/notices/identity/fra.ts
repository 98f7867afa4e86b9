import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesFra: IdentityNoticesTexts = {
  notice_identity_verified_title: 'Identité vérifiée',
  notice_identity_verified_body:
    'Votre vérification d’identité ({{level}}) a été approuvée. Les limites supérieures s’appliquent désormais.',
  notice_identity_failed_title: 'Échec de la vérification d’identité',
  notice_identity_failed_body: 'Votre vérification d’identité ({{level}}) n’a pas été approuvée. Motif : {{reason}}',
  notice_value_basic: 'Basique',
  notice_value_advanced: 'Avancée',
};
