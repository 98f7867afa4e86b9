import type { DualTexts } from './en.ts';

export const dualIt: DualTexts = {
  dual_num_invalid: "La quantità d'acquisto deve essere un numero intero",
  dual_type_invalid: 'Scegli call (vendi alto) o put (compra basso)',
  dual_product_not_found: 'Questo prodotto di investimento duale non esiste',
  dual_product_closed: 'Questo prodotto non è più acquistabile',
  dual_quota_exceeded: 'Di questo prodotto restano solo {{remaining}} unità',
  dual_order_not_found: 'Questo ordine di investimento duale non esiste',
  dual_currency_invalid: "L'investimento duale è offerto solo per BTC ed ETH",
  dual_target_invalid: 'Inserisci un prezzo obiettivo corretto',
  dual_apr_invalid: 'Il rendimento annualizzato deve essere una percentuale da 0 a 1000 con al massimo 4 decimali',
  dual_term_invalid: 'La durata deve essere un numero intero di giorni da 1 a 730',
  dual_settle_time_invalid: "L'orario di regolamento deve essere nel futuro",
  dual_unit_invalid: "Inserisci una dimensione dell'unità corretta",
  dual_quota_invalid: 'La quota deve essere un numero intero di unità',
  dual_quota_below_sold: 'La quota non può essere inferiore alle {{sold}} unità già vendute',
};
