import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesIt: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Margin call: il tuo prestito in {{coin}} è al {{ltv}}% di LTV',
  notice_loan_margin_call_body:
    'Il LTV del tuo prestito garantito in {{coin}} ha raggiunto il {{ltv}}% (margin call al {{margin_call_ltv}}%). Aggiungi garanzia o rimborsa: al {{liquidation_ltv}}% (un prezzo di {{coin}} di {{liquidation_price}} USDT) la garanzia viene liquidata.',
  notice_loan_liquidated_title: 'Prestito liquidato: garanzia in {{coin}} venduta',
  notice_loan_liquidated_body:
    'Il tuo prestito ha raggiunto il LTV di liquidazione. {{sold}} {{coin}} sono stati venduti a {{price}} USDT per saldare {{debt}} USDT e una commissione di {{fee}} USDT; {{returned}} {{coin}} sono tornati sul tuo conto crypto.',
  notice_loan_repaid_title: 'Prestito rimborsato',
  notice_loan_repaid_body:
    'Hai rimborsato {{amount}} USDT e il prestito è chiuso. {{collateral}} {{coin}} di garanzia sono tornati sul tuo conto crypto.',
};
