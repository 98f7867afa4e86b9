import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesSpa: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Aviso de margen: su préstamo en {{coin}} está al {{ltv}} % de LTV',
  notice_loan_margin_call_body:
    'El LTV de su préstamo garantizado con {{coin}} llegó al {{ltv}} % (aviso de margen al {{margin_call_ltv}} %). Añada garantía o devuelva: al {{liquidation_ltv}} % (un precio de {{coin}} de {{liquidation_price}} USDT) la garantía se liquida.',
  notice_loan_liquidated_title: 'Préstamo liquidado: garantía en {{coin}} vendida',
  notice_loan_liquidated_body:
    'Su préstamo alcanzó el LTV de liquidación. Se vendieron {{sold}} {{coin}} a {{price}} USDT para pagar {{debt}} USDT y una comisión de {{fee}} USDT; se devolvieron {{returned}} {{coin}} a su cuenta de monedas.',
  notice_loan_repaid_title: 'Préstamo devuelto',
  notice_loan_repaid_body:
    'Ha devuelto {{amount}} USDT y su préstamo está cerrado. Se devolvieron {{collateral}} {{coin}} de garantía a su cuenta de monedas.',
};
