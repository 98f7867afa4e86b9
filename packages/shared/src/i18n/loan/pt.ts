import type { LoanTexts } from './en.ts';

export const loanPt: LoanTexts = {
  loan_collateral_invalid: 'Esta moeda não pode ser usada como garantia',
  loan_borrow_below_minimum: 'O empréstimo mínimo é de {{minimum}} USDT',
  loan_borrow_above_maximum: 'O empréstimo máximo é de {{maximum}} USDT',
  loan_ltv_exceeded: 'Com esta garantia, você pode pegar emprestado no máximo {{maximum}} USDT (LTV inicial {{ltv}}%)',
  loan_not_found: 'Este empréstimo não existe',
  loan_not_open: 'Este empréstimo já está encerrado',
  loan_repay_above_debt: 'Você deve {{debt}} USDT neste empréstimo e não pode pagar mais do que isso',
  loan_params_invalid:
    'Verifique os parâmetros: LTV inicial < LTV de chamada de margem < LTV de liquidação < 100%, taxa e tarifa dentro dos limites',
  loan_busy: 'Este empréstimo acabou de mudar, tente novamente',
};
