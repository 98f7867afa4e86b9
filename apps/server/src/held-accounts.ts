// The platform accounts that hold users' money for an area's open records, each area's own
// declaration, gathered where areas meet: `ledger:check` (and every server test's check after
// each scenario) reconciles each with its records.
import type { HeldAccount } from './ledger/held-accounts.ts';
import { ieoPaymentsHeld, ieoTokensDelivered } from './modules/ieo/held.ts';
import { loanCollateralHeld } from './modules/loan/held.ts';
import { stakingPrincipalHeld } from './modules/staking/held.ts';

export const HELD_ACCOUNTS: readonly HeldAccount[] = [stakingPrincipalHeld, loanCollateralHeld, ieoPaymentsHeld, ieoTokensDelivered];
