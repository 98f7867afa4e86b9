import type { LoanTexts } from './en.ts';

export const loanSv: LoanTexts = {
  loan_collateral_invalid: 'Den här kryptovalutan kan inte ställas som säkerhet',
  loan_borrow_below_minimum: 'Minsta lån är {{minimum}} USDT',
  loan_borrow_above_maximum: 'Största lån är {{maximum}} USDT',
  loan_ltv_exceeded: 'Med den här säkerheten kan du låna högst {{maximum}} USDT (initial LTV {{ltv}} %)',
  loan_not_found: 'Lånet finns inte',
  loan_not_open: 'Lånet är redan avslutat',
  loan_repay_above_debt: 'Du är skyldig {{debt}} USDT på lånet och kan inte betala tillbaka mer än så',
  loan_params_invalid:
    'Kontrollera parametrarna: initial LTV < LTV för marginalkrav < likvidations-LTV < 100 %, ränta och avgift inom gränserna',
  loan_busy: 'Lånet ändrades nyss, försök igen',
};
