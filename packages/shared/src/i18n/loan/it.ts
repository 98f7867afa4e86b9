import type { LoanTexts } from './en.ts';

export const loanIt: LoanTexts = {
  loan_collateral_invalid: 'Questa moneta non può essere data in garanzia',
  loan_borrow_below_minimum: 'Il prestito minimo è di {{minimum}} USDT',
  loan_borrow_above_maximum: 'Il prestito massimo è di {{maximum}} USDT',
  loan_ltv_exceeded: 'Con questa garanzia puoi prendere in prestito al massimo {{maximum}} USDT (LTV iniziale {{ltv}}%)',
  loan_not_found: 'Questo prestito non esiste',
  loan_not_open: 'Questo prestito è già chiuso',
  loan_repay_above_debt: 'Su questo prestito devi {{debt}} USDT e non puoi rimborsare di più',
  loan_params_invalid:
    'Controlla i parametri: LTV iniziale < LTV di margin call < LTV di liquidazione < 100%, tasso e commissione entro i limiti',
  loan_busy: 'Questo prestito è appena cambiato, riprova',
};
