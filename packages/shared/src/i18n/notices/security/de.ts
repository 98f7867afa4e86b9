import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesDe: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Anmeldepasswort geändert',
  notice_security_password_changed_body:
    'Ihr Anmeldepasswort wurde geändert und Ihre anderen Sitzungen wurden abgemeldet. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  notice_security_pay_password_changed_title: 'Zahlungspasswort geändert',
  notice_security_pay_password_changed_body:
    'Ihr Zahlungspasswort wurde geändert. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  notice_security_email_bound_title: 'E-Mail-Adresse aktualisiert',
  notice_security_email_bound_body:
    'Die E-Mail-Adresse Ihres Kontos lautet jetzt {{email}}. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  notice_security_phone_bound_title: 'Telefonnummer aktualisiert',
  notice_security_phone_bound_body:
    'Die Telefonnummer Ihres Kontos lautet jetzt {{phone}}. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  notice_security_totp_enabled_title: 'Zwei-Faktor-Authentifizierung aktiviert',
  notice_security_totp_enabled_body: 'Anmeldungen und Auszahlungen verlangen jetzt einen Code aus Ihrer Authenticator-App.',
  notice_security_totp_disabled_title: 'Zwei-Faktor-Authentifizierung deaktiviert',
  notice_security_totp_disabled_body:
    'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet. Falls Sie das nicht waren, ändern Sie Ihr Passwort und wenden Sie sich sofort an den Kundenservice.',
  notice_security_anti_phishing_set_title: 'Anti-Phishing-Code aktualisiert',
  notice_security_anti_phishing_set_body:
    'Unsere E-Mails zeigen jetzt Ihren neuen Anti-Phishing-Code. Eine E-Mail ohne diesen Code stammt nicht von uns.',
  notice_security_new_login_title: 'Neue Anmeldung',
  notice_security_new_login_body:
    'Soeben hat sich jemand bei Ihrem Konto angemeldet. Falls Sie das nicht waren, ändern Sie sofort Ihr Passwort.',
};
