import type { StakingTexts } from './en.ts';

export const stakingDe: StakingTexts = {
  staking_product_not_found: 'Dieses Staking-Produkt existiert nicht',
  staking_product_closed: 'Dieses Staking-Produkt ist geschlossen',
  staking_product_not_started: 'Dieses Produkt ist noch nicht zur Zeichnung geöffnet',
  staking_below_minimum: 'Der Mindestbetrag pro Zeichnung beträgt {{minimum}} {{coin}}',
  staking_quota_exceeded: 'Für dieses Produkt sind nur noch {{remaining}} {{coin}} verfügbar',
  staking_user_cap_exceeded: 'Sie können für dieses Produkt höchstens noch {{remaining}} {{coin}} zeichnen',
  staking_order_not_found: 'Dieser Staking-Auftrag existiert nicht',
  staking_already_redeemed: 'Diese Position wurde bereits eingelöst',
  staking_matured: 'Diese Position ist abgelaufen; das Kapital wird automatisch zurückgezahlt',
  staking_product_invalid: 'Bitte prüfen Sie die Produkteinstellungen: Laufzeit, Zinssätze, Beträge und Ausschüttungszeit',
  staking_quota_below_sold: 'Das Kontingent darf nicht unter dem bereits gezeichneten Betrag liegen',
  staking_state_invalid: 'Bitte wählen Sie einen gültigen Auftragsstatus',
};
