import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesFra: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'Appel de marge : votre prêt en {{coin}} est à {{ltv}} % de LTV',
  notice_loan_margin_call_body:
    'Le LTV de votre prêt garanti en {{coin}} a atteint {{ltv}} % (appel de marge à {{margin_call_ltv}} %). Ajoutez une garantie ou remboursez : à {{liquidation_ltv}} % (un cours {{coin}} de {{liquidation_price}} USDT), la garantie est liquidée.',
  notice_loan_liquidated_title: 'Prêt liquidé : garantie {{coin}} vendue',
  notice_loan_liquidated_body:
    'Votre prêt a atteint le LTV de liquidation. {{sold}} {{coin}} ont été vendus à {{price}} USDT pour rembourser {{debt}} USDT et {{fee}} USDT de frais ; {{returned}} {{coin}} ont été restitués sur votre compte crypto.',
  notice_loan_repaid_title: 'Prêt remboursé',
  notice_loan_repaid_body:
    'Vous avez remboursé {{amount}} USDT et votre prêt est clôturé. {{collateral}} {{coin}} de garantie ont été restitués sur votre compte crypto.',
};
