import type { NotificationsTexts } from './en.ts';

export const notificationsFra: NotificationsTexts = {
  notification_not_found: "Cette notification n'existe pas",
  notice_fallback_title: 'Notification',

  notice_deposit_credited_title: 'Dépôt crédité',
  notice_deposit_credited_body: '{{amount}} {{coin}} ont été crédités sur votre compte.',
  notice_deposit_rejected_title: 'Dépôt non approuvé',
  notice_deposit_rejected_body: "Votre dépôt de {{amount}} {{coin}} n'a pas été approuvé. Motif : {{reason}}",
  notice_withdrawal_paid_title: 'Retrait effectué',
  notice_withdrawal_paid_body: 'Votre retrait de {{amount}} {{coin}} a été versé.',
  notice_withdrawal_rejected_title: 'Retrait refusé',
  notice_withdrawal_rejected_body:
    'Votre retrait de {{amount}} {{coin}} a été refusé et le montant est revenu sur votre solde. Motif : {{reason}}',
  notice_identity_verified_title: 'Identité vérifiée',
  notice_identity_verified_body:
    "Votre vérification d'identité ({{level}}) a été approuvée. Les limites supérieures s'appliquent désormais.",
  notice_identity_failed_title: "Échec de la vérification d'identité",
  notice_identity_failed_body: "Votre vérification d'identité ({{level}}) n'a pas été approuvée. Motif : {{reason}}",
  notice_spot_order_filled_title: 'Ordre exécuté',
  notice_spot_order_filled_body:
    'Votre ordre {{symbol}} ({{side}}) est exécuté : {{amount}} {{coin}} au prix moyen de {{price}} {{quote}}.',
  notice_contract_stopped_title: '{{stop}} déclenché',
  notice_contract_stopped_body:
    'Votre position {{symbol}} ({{direction}}) a été clôturée à {{price}}. Profits et pertes : {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidée',
  notice_contract_liquidated_body: 'Votre position {{symbol}} ({{direction}}) a été liquidée à {{price}}. Marge perdue : {{loss}} USDT.',
  notice_option_settled_title: 'Option réglée : {{result}}',
  notice_option_settled_body:
    'Votre option {{symbol}} ({{direction}}, {{stake}} {{coin}}) a été réglée. Montant reversé : {{payout}} {{coin}}.',
  notice_security_password_changed_title: 'Mot de passe de connexion modifié',
  notice_security_password_changed_body:
    "Votre mot de passe de connexion a été modifié et vos autres sessions ont été déconnectées. Si ce n'était pas vous, contactez immédiatement le service client.",
  notice_security_pay_password_changed_title: 'Mot de passe de paiement modifié',
  notice_security_pay_password_changed_body:
    "Votre mot de passe de paiement a été modifié. Si ce n'était pas vous, contactez immédiatement le service client.",
  notice_security_email_bound_title: 'Adresse e-mail mise à jour',
  notice_security_email_bound_body:
    "L'adresse e-mail de votre compte est désormais {{email}}. Si ce n'était pas vous, contactez immédiatement le service client.",
  notice_security_phone_bound_title: 'Numéro de téléphone mis à jour',
  notice_security_phone_bound_body:
    "Le numéro de téléphone de votre compte est désormais {{phone}}. Si ce n'était pas vous, contactez immédiatement le service client.",
  notice_security_totp_enabled_title: 'Authentification à deux facteurs activée',
  notice_security_totp_enabled_body: "Les connexions et les retraits demandent désormais un code de votre application d'authentification.",
  notice_security_totp_disabled_title: 'Authentification à deux facteurs désactivée',
  notice_security_totp_disabled_body:
    "L'authentification à deux facteurs a été désactivée. Si ce n'était pas vous, changez votre mot de passe et contactez immédiatement le service client.",
  notice_security_anti_phishing_set_title: 'Code anti-hameçonnage mis à jour',
  notice_security_anti_phishing_set_body:
    'Nos e-mails affichent désormais votre nouveau code anti-hameçonnage. Un e-mail sans ce code ne vient pas de nous.',
  notice_security_new_login_title: 'Nouvelle connexion',
  notice_security_new_login_body:
    "Quelqu'un vient de se connecter à votre compte. Si ce n'était pas vous, changez immédiatement votre mot de passe.",
  notice_support_replied_title: 'Réponse du service client',
  notice_support_replied_body: 'Le service client a répondu à votre message. Touchez pour le lire.',

  notice_value_buy: 'Achat',
  notice_value_sell: 'Vente',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_up: 'Hausse',
  notice_value_down: 'Baisse',
  notice_value_stop_profit: 'Take-profit',
  notice_value_stop_loss: 'Stop-loss',
  notice_value_win: 'Gagnée',
  notice_value_loss: 'Perdue',
  notice_value_tie: 'Égalité',
  notice_value_basic: 'Basique',
  notice_value_advanced: 'Avancée',
};
