import type { IeoTexts } from './en.ts';

export const ieoDe: IeoTexts = {
  ieo_project_not_found: 'Dieses IEO-Projekt existiert nicht',
  ieo_state_invalid: 'Bitte wählen Sie einen gültigen Projektstatus',
  ieo_project_closed: 'Dieses Projekt ist geschlossen',
  ieo_not_started: 'Die Zeichnung für dieses Projekt hat noch nicht begonnen',
  ieo_ended: 'Die Zeichnung für dieses Projekt ist beendet',
  ieo_below_minimum: 'Die Mindestzeichnung beträgt {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Sie können für dieses Projekt höchstens noch {{remaining}} {{symbol}} zeichnen',
  ieo_pay_currency_unknown: 'Dieses Projekt akzeptiert keine Zahlung in dieser Währung',
  ieo_price_mismatch: 'Der Preis entspricht nicht dem Projektpreis in dieser Währung',
  ieo_amount_too_precise: '{{symbol}} erlaubt höchstens {{decimals}} Nachkommastellen',
  ieo_project_invalid: 'Bitte prüfen Sie die Projekteinstellungen: Name, Symbol, Mengen, Preise und Zeiten',
  ieo_symbol_taken: 'Ein Coin mit diesem Symbol existiert bereits',
  ieo_project_locked:
    'Preise, Obergrenze und Limits lassen sich nach der ersten Zeichnung nicht mehr ändern, nach der Zuteilung gar nichts mehr',
};
