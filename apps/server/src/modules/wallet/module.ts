// The wallet area: balances and records, deposits and OTC, withdrawals with the address book,
// bank cards and pay password, transfers between accounts and conversion.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { registerBalanceRoutes } from './balance-routes.ts';
import { registerDepositRoutes } from './deposit-routes.ts';
import { registerWithdrawRoutes } from './withdraw-routes.ts';

export function registerWalletModule(app: FastifyInstance, deps: ModuleDeps): void {
  registerBalanceRoutes(app, deps);
  registerDepositRoutes(app, deps);
  registerWithdrawRoutes(app, deps);
}
