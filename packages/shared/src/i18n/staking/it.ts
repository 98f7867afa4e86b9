import type { StakingTexts } from './en.ts';

export const stakingIt: StakingTexts = {
  staking_product_not_found: 'Questo prodotto di staking non esiste',
  staking_product_closed: 'Questo prodotto di staking è chiuso',
  staking_product_not_started: 'Questo prodotto non è ancora aperto alla sottoscrizione',
  staking_below_minimum: 'L’importo minimo per sottoscrizione è {{minimum}} {{coin}}',
  staking_quota_exceeded: 'Per questo prodotto restano solo {{remaining}} {{coin}} da sottoscrivere',
  staking_user_cap_exceeded: 'Puoi sottoscrivere al massimo altri {{remaining}} {{coin}} per questo prodotto',
  staking_order_not_found: 'Questo ordine di staking non esiste',
  staking_already_redeemed: 'Questa posizione è già stata riscattata',
  staking_matured: 'Questa posizione è giunta a scadenza; il capitale viene restituito automaticamente',
  staking_product_invalid: 'Verifica le impostazioni del prodotto: durata, tassi, importi e orario di distribuzione',
  staking_quota_below_sold: 'La quota non può essere inferiore all’importo già sottoscritto',
  staking_state_invalid: 'Scegli uno stato d’ordine valido',
};
