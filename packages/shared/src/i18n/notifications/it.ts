import type { NotificationsTexts } from './en.ts';

export const notificationsIt: NotificationsTexts = {
  notification_not_found: 'Questa notifica non esiste',
  notice_fallback_title: 'Notifica',

  notice_deposit_credited_title: 'Deposito accreditato',
  notice_deposit_credited_body: '{{amount}} {{coin}} sono stati accreditati sul tuo conto.',
  notice_deposit_rejected_title: 'Deposito non approvato',
  notice_deposit_rejected_body: 'Il tuo deposito di {{amount}} {{coin}} non è stato approvato. Motivo: {{reason}}',
  notice_withdrawal_paid_title: 'Prelievo completato',
  notice_withdrawal_paid_body: 'Il tuo prelievo di {{amount}} {{coin}} è stato pagato.',
  notice_withdrawal_rejected_title: 'Prelievo rifiutato',
  notice_withdrawal_rejected_body:
    "Il tuo prelievo di {{amount}} {{coin}} è stato rifiutato e l'importo è tornato nel tuo saldo. Motivo: {{reason}}",
  notice_identity_verified_title: 'Identità verificata',
  notice_identity_verified_body: 'La tua verifica di identità ({{level}}) è stata approvata. Ora valgono i limiti più alti.',
  notice_identity_failed_title: 'Verifica di identità non riuscita',
  notice_identity_failed_body: 'La tua verifica di identità ({{level}}) non è stata approvata. Motivo: {{reason}}',
  notice_spot_order_filled_title: 'Ordine eseguito',
  notice_spot_order_filled_body:
    'Il tuo ordine {{symbol}} ({{side}}) è stato eseguito: {{amount}} {{coin}} al prezzo medio di {{price}} {{quote}}.',
  notice_contract_stopped_title: '{{stop}} attivato',
  notice_contract_stopped_body:
    'La tua posizione {{symbol}} ({{direction}}) è stata chiusa a {{price}}. Profitti e perdite: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Posizione liquidata',
  notice_contract_liquidated_body:
    'La tua posizione {{symbol}} ({{direction}}) è stata liquidata a {{price}}. Margine perso: {{loss}} USDT.',
  notice_option_settled_title: 'Opzione regolata: {{result}}',
  notice_option_settled_body:
    'La tua opzione {{symbol}} ({{direction}}, {{stake}} {{coin}}) è stata regolata. Restituito: {{payout}} {{coin}}.',
  notice_security_password_changed_title: 'Password di accesso modificata',
  notice_security_password_changed_body:
    "La tua password di accesso è stata modificata e le altre sessioni sono state chiuse. Se non sei stato tu, contatta subito l'assistenza clienti.",
  notice_security_pay_password_changed_title: 'Password di pagamento modificata',
  notice_security_pay_password_changed_body:
    "La tua password di pagamento è stata modificata. Se non sei stato tu, contatta subito l'assistenza clienti.",
  notice_security_email_bound_title: 'Indirizzo email aggiornato',
  notice_security_email_bound_body: "L'email del tuo conto ora è {{email}}. Se non sei stato tu, contatta subito l'assistenza clienti.",
  notice_security_phone_bound_title: 'Numero di telefono aggiornato',
  notice_security_phone_bound_body:
    "Il numero di telefono del tuo conto ora è {{phone}}. Se non sei stato tu, contatta subito l'assistenza clienti.",
  notice_security_totp_enabled_title: 'Autenticazione a due fattori attivata',
  notice_security_totp_enabled_body: 'Accessi e prelievi ora richiedono un codice dalla tua app di autenticazione.',
  notice_security_totp_disabled_title: 'Autenticazione a due fattori disattivata',
  notice_security_totp_disabled_body:
    "L'autenticazione a due fattori è stata disattivata. Se non sei stato tu, cambia la password e contatta subito l'assistenza clienti.",
  notice_security_anti_phishing_set_title: 'Codice anti-phishing aggiornato',
  notice_security_anti_phishing_set_body:
    'Le nostre email ora mostrano il tuo nuovo codice anti-phishing. Una email senza codice non è nostra.',
  notice_security_new_login_title: 'Nuovo accesso',
  notice_security_new_login_body: 'Qualcuno ha appena effettuato l’accesso al tuo conto. Se non sei stato tu, cambia subito la password.',
  notice_support_replied_title: "Risposta dell'assistenza clienti",
  notice_support_replied_body: "L'assistenza clienti ha risposto al tuo messaggio. Tocca per leggerlo.",

  notice_value_buy: 'Acquisto',
  notice_value_sell: 'Vendita',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_up: 'Rialzo',
  notice_value_down: 'Ribasso',
  notice_value_stop_profit: 'Take profit',
  notice_value_stop_loss: 'Stop loss',
  notice_value_win: 'Vinta',
  notice_value_loss: 'Persa',
  notice_value_tie: 'Pareggio',
  notice_value_basic: 'Base',
  notice_value_advanced: 'Avanzata',
};
