import type { IeoTexts } from './en.ts';

export const ieoSv: IeoTexts = {
  ieo_project_not_found: 'Det här IEO-projektet finns inte',
  ieo_state_invalid: 'Välj en giltig projektstatus',
  ieo_project_closed: 'Det här projektet är stängt',
  ieo_not_started: 'Teckningen i det här projektet har inte öppnat än',
  ieo_ended: 'Teckningen i det här projektet har avslutats',
  ieo_below_minimum: 'Minsta teckning är {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Du kan teckna högst {{remaining}} {{symbol}} till i det här projektet',
  ieo_pay_currency_unknown: 'Det här projektet tar inte emot betalning i den valutan',
  ieo_price_mismatch: 'Priset stämmer inte med projektets pris i den valutan',
  ieo_amount_too_precise: '{{symbol}} tillåter högst {{decimals}} decimaler',
  ieo_project_invalid: 'Kontrollera projektets inställningar: namn, symbol, mängder, priser och tider',
  ieo_symbol_taken: 'Det finns redan en kryptovaluta med den här symbolen',
  ieo_project_locked: 'Priser, tak och gränser kan inte ändras när någon har tecknat, och ingenting kan ändras efter tilldelningen',
};
