import type { LoanTexts } from './en.ts';

export const loanSpa: LoanTexts = {
  loan_collateral_invalid: 'Esta moneda no se puede usar como garantía',
  loan_borrow_below_minimum: 'El préstamo mínimo es de {{minimum}} USDT',
  loan_borrow_above_maximum: 'El préstamo máximo es de {{maximum}} USDT',
  loan_ltv_exceeded: 'Con esta garantía puede pedir prestado como máximo {{maximum}} USDT (LTV inicial {{ltv}} %)',
  loan_not_found: 'Este préstamo no existe',
  loan_not_open: 'Este préstamo ya está cerrado',
  loan_repay_above_debt: 'Debe {{debt}} USDT en este préstamo y no puede devolver más que eso',
  loan_params_invalid:
    'Revise los parámetros: LTV inicial < LTV de aviso de margen < LTV de liquidación < 100 %, tasa y comisión dentro de los límites',
  loan_busy: 'Este préstamo acaba de cambiar, inténtelo de nuevo',
};
