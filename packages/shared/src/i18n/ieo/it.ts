import type { IeoTexts } from './en.ts';

export const ieoIt: IeoTexts = {
  ieo_project_not_found: 'Questo progetto IEO non esiste',
  ieo_state_invalid: 'Scegli uno stato del progetto valido',
  ieo_project_closed: 'Questo progetto è chiuso',
  ieo_not_started: 'La sottoscrizione di questo progetto non è ancora aperta',
  ieo_ended: 'La sottoscrizione di questo progetto è terminata',
  ieo_below_minimum: 'La sottoscrizione minima è di {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Puoi sottoscrivere al massimo altri {{remaining}} {{symbol}} di questo progetto',
  ieo_pay_currency_unknown: 'Questo progetto non accetta pagamenti in questa valuta',
  ieo_price_mismatch: 'Il prezzo non corrisponde a quello del progetto in questa valuta',
  ieo_amount_too_precise: '{{symbol}} ammette al massimo {{decimals}} decimali',
  ieo_project_invalid: 'Controlla le impostazioni del progetto: nome, simbolo, quantità, prezzi e date',
  ieo_symbol_taken: 'Esiste già una moneta con questo simbolo',
  ieo_project_locked:
    'Prezzi, tetto massimo e limiti non si possono modificare dopo la prima sottoscrizione, e nulla si può modificare dopo l’assegnazione',
};
