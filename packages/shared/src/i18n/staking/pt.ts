import type { StakingTexts } from './en.ts';

export const stakingPt: StakingTexts = {
  staking_product_not_found: 'Este produto de staking não existe',
  staking_product_closed: 'Este produto de staking está encerrado',
  staking_product_not_started: 'Este produto ainda não está aberto para subscrição',
  staking_below_minimum: 'O valor mínimo por subscrição é {{minimum}} {{coin}}',
  staking_quota_exceeded: 'Restam apenas {{remaining}} {{coin}} para subscrever neste produto',
  staking_user_cap_exceeded: 'Você pode subscrever no máximo mais {{remaining}} {{coin}} neste produto',
  staking_order_not_found: 'Esta ordem de staking não existe',
  staking_already_redeemed: 'Esta posição já foi resgatada',
  staking_matured: 'Esta posição chegou ao fim; o principal é devolvido automaticamente',
  staking_product_invalid: 'Verifique as configurações do produto: prazo, taxas, valores e hora de pagamento',
  staking_quota_below_sold: 'A cota não pode ser inferior ao valor já subscrito',
  staking_state_invalid: 'Escolha um estado de ordem válido',
};
