// Server texts of dual investment, in English: the reference every other language of this folder must match.
export const dualEn = {
  dual_num_invalid: 'Invest purchase quantity must be an integer',
  dual_type_invalid: 'Please choose call (sell high) or put (buy low)',
  dual_product_not_found: 'This dual investment product does not exist',
  dual_product_closed: 'This product is no longer open for purchase',
  dual_quota_exceeded: 'Only {{remaining}} units of this product are left',
  dual_order_not_found: 'This dual investment order does not exist',
  dual_currency_invalid: 'Dual investment is offered only for BTC and ETH',
  dual_target_invalid: 'Please enter the correct target price',
  dual_apr_invalid: 'The annualised yield must be a percentage from 0 to 1000 with at most 4 decimals',
  dual_term_invalid: 'The term must be a whole number of days from 1 to 730',
  dual_settle_time_invalid: 'The settlement time must be in the future',
  dual_unit_invalid: 'Please enter the correct unit size',
  dual_quota_invalid: 'The quota must be a whole number of units',
  dual_quota_below_sold: 'The quota cannot be below the {{sold}} units already sold',
} as const;

export type DualTexts = Record<keyof typeof dualEn, string>;
