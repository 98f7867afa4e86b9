// Server texts of the staking area, in English: the reference every other language of this folder must match.
export const stakingEn = {
  staking_product_not_found: 'This staking product does not exist',
  staking_product_closed: 'This staking product is closed',
  staking_product_not_started: 'This product is not open for subscription yet',
  staking_below_minimum: 'The minimum single amount is {{minimum}} {{coin}}',
  staking_quota_exceeded: 'This product has only {{remaining}} {{coin}} left to subscribe',
  staking_user_cap_exceeded: 'You can subscribe at most {{remaining}} {{coin}} more to this product',
  staking_order_not_found: 'This staking order does not exist',
  staking_already_redeemed: 'This position has already been redeemed',
  staking_matured: 'This position has reached its end; the principal is returned automatically',
  staking_product_invalid: 'Please check the product settings: period, rates, amounts and dividend time',
  staking_quota_below_sold: 'The quota cannot be lower than the amount already subscribed',
  staking_state_invalid: 'Please choose a valid order state',
} as const;

export type StakingTexts = Record<keyof typeof stakingEn, string>;
