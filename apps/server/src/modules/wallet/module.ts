// The wallet area: balances and records, deposits and OTC, withdrawals with the address book,
// bank cards, transfers between accounts and conversion; and the back office's deposit and
// withdrawal reviews, which belong to the same money.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerBalanceRoutes } from './balance-routes.ts';
import { registerDepositRoutes } from './deposit-routes.ts';
import { registerWithdrawRoutes } from './withdraw-routes.ts';
import { registerDepositReviewRoutes } from './deposit-review.ts';
import { registerWithdrawalReviewRoutes } from './withdrawal-review.ts';

export function registerWalletModule(app: FastifyInstance, deps: ModuleDeps): void {
  registerBalanceRoutes(app, deps);
  registerDepositRoutes(app, deps);
  registerWithdrawRoutes(app, deps);
  registerDepositReviewRoutes(app, deps);
  registerWithdrawalReviewRoutes(app, deps);
}
