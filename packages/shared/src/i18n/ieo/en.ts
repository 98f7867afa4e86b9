// Server texts of IEO, in English: the reference every other language of this folder must match.
export const ieoEn = {
  ieo_project_not_found: 'This IEO project does not exist',
  ieo_state_invalid: 'Please choose a valid project state',
  ieo_project_closed: 'This project is closed',
  ieo_not_started: 'Subscription to this project has not opened yet',
  ieo_ended: 'Subscription to this project has ended',
  ieo_below_minimum: 'The minimum subscription is {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'You can subscribe at most {{remaining}} {{symbol}} more to this project',
  ieo_pay_currency_unknown: 'This project cannot be paid in that currency',
  ieo_price_mismatch: 'The price does not match the project’s price in that currency',
  ieo_amount_too_precise: '{{symbol}} allows at most {{decimals}} decimal places',
  ieo_project_invalid: 'Please check the project settings: name, symbol, amounts, prices and times',
  ieo_symbol_taken: 'A coin with this symbol already exists',
  ieo_project_locked:
    'Prices, cap and limits cannot change once someone has subscribed, and nothing can change once the allocation has run',
} as const;

export type IeoTexts = Record<keyof typeof ieoEn, string>;
