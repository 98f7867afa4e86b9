import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesDe: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Margin Call: Ihr {{coin}}-Kredit liegt bei {{ltv}} % LTV',
  notice_loan_margin_call_body:
    'Der LTV Ihres mit {{coin}} besicherten Kredits hat {{ltv}} % erreicht (Margin Call bei {{margin_call_ltv}} %). Bitte hinterlegen Sie mehr Sicherheit oder zahlen Sie zurück: bei {{liquidation_ltv}} % (ein {{coin}}-Kurs von {{liquidation_price}} USDT) wird die Sicherheit liquidiert.',
  notice_loan_liquidated_title: 'Kredit liquidiert: {{coin}}-Sicherheit verkauft',
  notice_loan_liquidated_body:
    'Ihr Kredit hat den Liquidations-LTV erreicht. {{sold}} {{coin}} wurden zu {{price}} USDT verkauft, um {{debt}} USDT und eine Gebühr von {{fee}} USDT zu begleichen; {{returned}} {{coin}} wurden Ihrem Krypto-Konto gutgeschrieben.',
  notice_loan_repaid_title: 'Kredit zurückgezahlt',
  notice_loan_repaid_body:
    'Sie haben {{amount}} USDT zurückgezahlt, der Kredit ist abgeschlossen. {{collateral}} {{coin}} Sicherheit wurden Ihrem Krypto-Konto gutgeschrieben.',
};
