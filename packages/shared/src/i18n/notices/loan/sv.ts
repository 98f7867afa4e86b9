import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesSv: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Marginalkrav: ditt {{coin}}-lån har {{ltv}} % LTV',
  notice_loan_margin_call_body:
    'LTV för ditt lån med {{coin}} som säkerhet har nått {{ltv}} % (marginalkrav vid {{margin_call_ltv}} %). Ställ mer säkerhet eller betala tillbaka: vid {{liquidation_ltv}} % (ett {{coin}}-pris på {{liquidation_price}} USDT) likvideras säkerheten.',
  notice_loan_liquidated_title: 'Lånet likviderat: {{coin}}-säkerheten såld',
  notice_loan_liquidated_body:
    'Ditt lån nådde likvidations-LTV. {{sold}} {{coin}} såldes till {{price}} USDT för att betala {{debt}} USDT och en avgift på {{fee}} USDT; {{returned}} {{coin}} gick tillbaka till ditt kryptokonto.',
  notice_loan_repaid_title: 'Lånet återbetalt',
  notice_loan_repaid_body:
    'Du betalade {{amount}} USDT och lånet är avslutat. {{collateral}} {{coin}} i säkerhet gick tillbaka till ditt kryptokonto.',
};
