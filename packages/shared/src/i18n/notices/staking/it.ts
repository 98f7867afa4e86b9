import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesIt: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking concluso',
  notice_staking_matured_body:
    'Il tuo staking di {{amount}} {{currency}} è giunto a scadenza. Il capitale è tornato sul tuo conto {{currency}}, con un guadagno totale di {{payout}} {{currency}}.',
};
