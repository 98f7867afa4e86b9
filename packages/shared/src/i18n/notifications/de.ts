import type { NotificationsTexts } from './en.ts';

export const notificationsDe: NotificationsTexts = {
  notification_not_found: 'Diese Benachrichtigung existiert nicht',
  notice_fallback_title: 'Benachrichtigung',

  notice_deposit_credited_title: 'Einzahlung gutgeschrieben',
  notice_deposit_credited_body: '{{amount}} {{coin}} wurden Ihrem Konto gutgeschrieben.',
  notice_deposit_rejected_title: 'Einzahlung nicht genehmigt',
  notice_deposit_rejected_body: 'Ihre Einzahlung von {{amount}} {{coin}} wurde nicht genehmigt. Grund: {{reason}}',
  notice_withdrawal_paid_title: 'Auszahlung abgeschlossen',
  notice_withdrawal_paid_body: 'Ihre Auszahlung von {{amount}} {{coin}} wurde ausgezahlt.',
  notice_withdrawal_rejected_title: 'Auszahlung abgelehnt',
  notice_withdrawal_rejected_body:
    'Ihre Auszahlung von {{amount}} {{coin}} wurde abgelehnt, der Betrag ist wieder in Ihrem Guthaben. Grund: {{reason}}',
  notice_identity_verified_title: 'Identität bestätigt',
  notice_identity_verified_body: 'Ihre Identitätsprüfung ({{level}}) wurde genehmigt. Ab sofort gelten die höheren Limits.',
  notice_identity_failed_title: 'Identitätsprüfung fehlgeschlagen',
  notice_identity_failed_body: 'Ihre Identitätsprüfung ({{level}}) wurde nicht genehmigt. Grund: {{reason}}',
  notice_spot_order_filled_title: 'Order ausgeführt',
  notice_spot_order_filled_body:
    'Ihre {{symbol}}-Order ({{side}}) ist ausgeführt: {{amount}} {{coin}} zum Durchschnittspreis von {{price}} {{quote}}.',
  notice_contract_stopped_title: '{{stop}} ausgelöst',
  notice_contract_stopped_body:
    'Ihre {{symbol}}-Position ({{direction}}) wurde bei {{price}} geschlossen. Gewinn und Verlust: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidiert',
  notice_contract_liquidated_body:
    'Ihre {{symbol}}-Position ({{direction}}) wurde bei {{price}} liquidiert. Verlorene Margin: {{loss}} USDT.',
  notice_option_settled_title: 'Option abgerechnet: {{result}}',
  notice_option_settled_body:
    'Ihre {{symbol}}-Option ({{direction}}, {{stake}} {{coin}}) wurde abgerechnet. Zurückgezahlt: {{payout}} {{coin}}.',
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
  notice_support_replied_title: 'Antwort vom Kundenservice',
  notice_support_replied_body: 'Der Kundenservice hat auf Ihre Nachricht geantwortet. Tippen Sie hier, um sie zu lesen.',

  notice_value_buy: 'Kauf',
  notice_value_sell: 'Verkauf',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_up: 'Steigend',
  notice_value_down: 'Fallend',
  notice_value_stop_profit: 'Take-Profit',
  notice_value_stop_loss: 'Stop-Loss',
  notice_value_win: 'Gewonnen',
  notice_value_loss: 'Verloren',
  notice_value_tie: 'Unentschieden',
  notice_value_basic: 'Basis',
  notice_value_advanced: 'Erweitert',
};
