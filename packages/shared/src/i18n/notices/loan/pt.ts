import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesPt: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Chamada de margem: seu empréstimo em {{coin}} está com LTV de {{ltv}}%',
  notice_loan_margin_call_body:
    'O LTV do seu empréstimo garantido em {{coin}} chegou a {{ltv}}% (chamada de margem em {{margin_call_ltv}}%). Adicione garantia ou pague: em {{liquidation_ltv}}% (preço do {{coin}} de {{liquidation_price}} USDT) a garantia é liquidada.',
  notice_loan_liquidated_title: 'Empréstimo liquidado: garantia em {{coin}} vendida',
  notice_loan_liquidated_body:
    'Seu empréstimo atingiu o LTV de liquidação. {{sold}} {{coin}} foram vendidos a {{price}} USDT para pagar {{debt}} USDT e uma tarifa de {{fee}} USDT; {{returned}} {{coin}} voltaram para sua conta de moedas.',
  notice_loan_repaid_title: 'Empréstimo quitado',
  notice_loan_repaid_body:
    'Você pagou {{amount}} USDT e seu empréstimo foi encerrado. {{collateral}} {{coin}} de garantia voltaram para sua conta de moedas.',
};
