import type { LoanTexts } from './en.ts';

export const loanFra: LoanTexts = {
  loan_collateral_invalid: 'Cette crypto ne peut pas servir de garantie',
  loan_borrow_below_minimum: 'Le prêt minimum est de {{minimum}} USDT',
  loan_borrow_above_maximum: 'Le prêt maximum est de {{maximum}} USDT',
  loan_ltv_exceeded: 'Avec cette garantie, vous pouvez emprunter au plus {{maximum}} USDT (LTV initial {{ltv}} %)',
  loan_not_found: "Ce prêt n'existe pas",
  loan_not_open: 'Ce prêt est déjà clôturé',
  loan_repay_above_debt: 'Vous devez {{debt}} USDT sur ce prêt et ne pouvez pas rembourser davantage',
  loan_params_invalid:
    'Vérifiez les paramètres : LTV initial < LTV d’appel de marge < LTV de liquidation < 100 %, taux et frais dans les limites',
  loan_busy: 'Ce prêt vient d’être modifié, veuillez réessayer',
};
