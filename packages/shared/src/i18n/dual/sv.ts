import type { DualTexts } from './en.ts';

export const dualSv: DualTexts = {
  dual_num_invalid: 'Köpt antal måste vara ett heltal',
  dual_type_invalid: 'Välj call (sälj högt) eller put (köp lågt)',
  dual_product_not_found: 'Den här dubbelinvesteringsprodukten finns inte',
  dual_product_closed: 'Den här produkten går inte längre att köpa',
  dual_quota_exceeded: 'Det finns bara {{remaining}} enheter kvar av den här produkten',
  dual_order_not_found: 'Den här dubbelinvesteringsordern finns inte',
  dual_currency_invalid: 'Dubbelinvestering erbjuds bara för BTC och ETH',
  dual_target_invalid: 'Ange ett korrekt målpris',
  dual_apr_invalid: 'Årsavkastningen måste vara en procentsats från 0 till 1000 med högst 4 decimaler',
  dual_term_invalid: 'Löptiden måste vara ett helt antal dagar från 1 till 730',
  dual_settle_time_invalid: 'Avräkningstiden måste ligga i framtiden',
  dual_unit_invalid: 'Ange en korrekt enhetsstorlek',
  dual_quota_invalid: 'Kvoten måste vara ett helt antal enheter',
  dual_quota_below_sold: 'Kvoten kan inte vara lägre än de {{sold}} enheter som redan sålts',
};
