import type { LoanTexts } from './en.ts';

export const loanDe: LoanTexts = {
  loan_collateral_invalid: 'Diese Kryptowährung kann nicht als Sicherheit hinterlegt werden',
  loan_borrow_below_minimum: 'Der Mindestkredit beträgt {{minimum}} USDT',
  loan_borrow_above_maximum: 'Der Höchstkredit beträgt {{maximum}} USDT',
  loan_ltv_exceeded: 'Mit dieser Sicherheit können Sie höchstens {{maximum}} USDT leihen (Anfangs-LTV {{ltv}} %)',
  loan_not_found: 'Dieser Kredit existiert nicht',
  loan_not_open: 'Dieser Kredit ist bereits abgeschlossen',
  loan_repay_above_debt: 'Sie schulden auf diesen Kredit {{debt}} USDT und können nicht mehr zurückzahlen',
  loan_params_invalid:
    'Bitte prüfen Sie die Parameter: Anfangs-LTV < Margin-Call-LTV < Liquidations-LTV < 100 %, Zins und Gebühr innerhalb der Grenzen',
  loan_busy: 'Dieser Kredit wurde gerade geändert, bitte versuchen Sie es erneut',
};
