import type { StakingTexts } from './en.ts';

export const stakingSv: StakingTexts = {
  staking_product_not_found: 'Den här staking-produkten finns inte',
  staking_product_closed: 'Den här staking-produkten är stängd',
  staking_product_not_started: 'Den här produkten är inte öppen för teckning ännu',
  staking_below_minimum: 'Minsta belopp per teckning är {{minimum}} {{coin}}',
  staking_quota_exceeded: 'Det finns bara {{remaining}} {{coin}} kvar att teckna i den här produkten',
  staking_user_cap_exceeded: 'Du kan teckna högst {{remaining}} {{coin}} till i den här produkten',
  staking_order_not_found: 'Den här staking-ordern finns inte',
  staking_already_redeemed: 'Den här positionen har redan lösts in',
  staking_matured: 'Den här positionen har förfallit; kapitalet återbetalas automatiskt',
  staking_product_invalid: 'Kontrollera produktinställningarna: löptid, räntor, belopp och utdelningstid',
  staking_quota_below_sold: 'Kvoten kan inte vara lägre än det redan tecknade beloppet',
  staking_state_invalid: 'Välj en giltig orderstatus',
};
