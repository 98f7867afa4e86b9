import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesIt: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Password di accesso modificata',
  notice_security_password_changed_body:
    'La tua password di accesso è stata modificata e le altre sessioni sono state chiuse. Se non sei stato tu, contatta subito l’assistenza clienti.',
  notice_security_pay_password_changed_title: 'Password di pagamento modificata',
  notice_security_pay_password_changed_body:
    'La tua password di pagamento è stata modificata. Se non sei stato tu, contatta subito l’assistenza clienti.',
  notice_security_email_bound_title: 'Indirizzo email aggiornato',
  notice_security_email_bound_body: 'L’email del tuo conto ora è {{email}}. Se non sei stato tu, contatta subito l’assistenza clienti.',
  notice_security_phone_bound_title: 'Numero di telefono aggiornato',
  notice_security_phone_bound_body:
    'Il numero di telefono del tuo conto ora è {{phone}}. Se non sei stato tu, contatta subito l’assistenza clienti.',
  notice_security_totp_enabled_title: 'Autenticazione a due fattori attivata',
  notice_security_totp_enabled_body: 'Accessi e prelievi ora richiedono un codice dalla tua app di autenticazione.',
  notice_security_totp_disabled_title: 'Autenticazione a due fattori disattivata',
  notice_security_totp_disabled_body:
    'L’autenticazione a due fattori è stata disattivata. Se non sei stato tu, cambia la password e contatta subito l’assistenza clienti.',
  notice_security_anti_phishing_set_title: 'Codice anti-phishing aggiornato',
  notice_security_anti_phishing_set_body:
    'Le nostre email ora mostrano il tuo nuovo codice anti-phishing. Una email senza codice non è nostra.',
  notice_security_new_login_title: 'Nuovo accesso',
  notice_security_new_login_body: 'Qualcuno ha appena effettuato l’accesso al tuo conto. Se non sei stato tu, cambia subito la password.',
};
