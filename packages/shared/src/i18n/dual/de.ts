import type { DualTexts } from './en.ts';

export const dualDe: DualTexts = {
  dual_num_invalid: 'Die Kaufmenge muss eine ganze Zahl sein',
  dual_type_invalid: 'Bitte wählen Sie Call (hoch verkaufen) oder Put (günstig kaufen)',
  dual_product_not_found: 'Dieses Dual-Investment-Produkt existiert nicht',
  dual_product_closed: 'Dieses Produkt kann nicht mehr gekauft werden',
  dual_quota_exceeded: 'Von diesem Produkt sind nur noch {{remaining}} Einheiten verfügbar',
  dual_order_not_found: 'Dieser Dual-Investment-Auftrag existiert nicht',
  dual_currency_invalid: 'Dual Investment gibt es nur für BTC und ETH',
  dual_target_invalid: 'Bitte geben Sie einen gültigen Zielpreis ein',
  dual_apr_invalid: 'Die Jahresrendite muss ein Prozentsatz von 0 bis 1000 mit höchstens 4 Nachkommastellen sein',
  dual_term_invalid: 'Die Laufzeit muss eine ganze Zahl von 1 bis 730 Tagen sein',
  dual_settle_time_invalid: 'Der Abrechnungszeitpunkt muss in der Zukunft liegen',
  dual_unit_invalid: 'Bitte geben Sie eine gültige Einheitsgröße ein',
  dual_quota_invalid: 'Das Kontingent muss eine ganze Zahl von Einheiten sein',
  dual_quota_below_sold: 'Das Kontingent darf nicht unter den bereits verkauften {{sold}} Einheiten liegen',
};
