import type { IdentityTexts } from './en.ts';

export const identityDe: IdentityTexts = {
  identity_name_required: 'Bitte geben Sie Ihren Namen ein',
  identity_name_too_short: 'Der Name muss mindestens 2 Zeichen lang sein',
  identity_card_id_invalid: 'Bitte geben Sie die richtige Ausweisnummer ein',
  identity_id_type_invalid: 'Bitte wählen Sie die Dokumentart',
  identity_front_required: 'Bitte laden Sie die Vorderseite Ihres Dokuments hoch',
  identity_back_required: 'Bitte laden Sie die Rückseite Ihres Dokuments hoch',
  identity_hand_required: 'Bitte laden Sie ein Foto hoch, auf dem Sie Ihr Dokument halten',
  identity_photo_invalid: 'Dieses Foto wurde unter Ihren Uploads nicht gefunden, bitte laden Sie es erneut hoch',
  identity_photo_repeated: 'Bitte verwenden Sie für jede Seite ein anderes Foto',
  identity_pending: 'Ihre Verifizierung wird geprüft, bitte warten Sie auf das Ergebnis',
  identity_already_verified: 'Diese Verifizierung ist bereits abgeschlossen',
  identity_basic_required: 'Bitte schließen Sie zuerst die Basis-Verifizierung ab',
  identity_binding_required_any: 'Bitte verknüpfen Sie vor der Verifizierung Ihre E-Mail oder Telefonnummer',
  identity_binding_required: 'Vor dem Abschluss der Verifizierung müssen E-Mail und Telefonnummer verknüpft sein',
  identity_submitted: 'Eingereicht, wartet auf Prüfung',
  fiat_trade_limit_exceeded: 'Ein einzelner Fiat-Handel ist auf Ihrer Verifizierungsstufe auf {{limit}} USDT begrenzt',
};
