import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesFra: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Mot de passe de connexion modifié',
  notice_security_password_changed_body:
    'Votre mot de passe de connexion a été modifié et vos autres sessions ont été déconnectées. Si ce n’était pas vous, contactez immédiatement le service client.',
  notice_security_pay_password_changed_title: 'Mot de passe de paiement modifié',
  notice_security_pay_password_changed_body:
    'Votre mot de passe de paiement a été modifié. Si ce n’était pas vous, contactez immédiatement le service client.',
  notice_security_email_bound_title: 'Adresse e-mail mise à jour',
  notice_security_email_bound_body:
    'L’adresse e-mail de votre compte est désormais {{email}}. Si ce n’était pas vous, contactez immédiatement le service client.',
  notice_security_phone_bound_title: 'Numéro de téléphone mis à jour',
  notice_security_phone_bound_body:
    'Le numéro de téléphone de votre compte est désormais {{phone}}. Si ce n’était pas vous, contactez immédiatement le service client.',
  notice_security_totp_enabled_title: 'Authentification à deux facteurs activée',
  notice_security_totp_enabled_body: 'Les connexions et les retraits demandent désormais un code de votre application d’authentification.',
  notice_security_totp_disabled_title: 'Authentification à deux facteurs désactivée',
  notice_security_totp_disabled_body:
    'L’authentification à deux facteurs a été désactivée. Si ce n’était pas vous, changez votre mot de passe et contactez immédiatement le service client.',
  notice_security_anti_phishing_set_title: 'Code anti-hameçonnage mis à jour',
  notice_security_anti_phishing_set_body:
    'Nos e-mails affichent désormais votre nouveau code anti-hameçonnage. Un e-mail sans ce code ne vient pas de nous.',
  notice_security_new_login_title: 'Nouvelle connexion',
  notice_security_new_login_body:
    'Quelqu’un vient de se connecter à votre compte. Si ce n’était pas vous, changez immédiatement votre mot de passe.',
};
