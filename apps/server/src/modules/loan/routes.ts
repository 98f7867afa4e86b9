// The loans' calls (ours, not in SPEC.md section 7): loan/config, orders, detail, borrow, repay,
// add_collateral, summary. The money-moving ones are idempotent; a user reads and changes only their own loans.
import type { FastifyInstance } from 'fastify';
import { loanAddCollateral, loanBorrow, loanConfig, loanDetail, loanOrders, loanRepay, loanSummary } from '@platform/shared/contract/loan';
import { defineRoute } from '../../http/route.ts';
import {
  addCollateral,
  borrow,
  loanOfUser,
  loanProducts,
  loanSummary as summaryOf,
  loansOfUser,
  repay,
  type LoanDeps,
} from './loan-service.ts';

export function registerLoanRoutes(app: FastifyInstance, deps: LoanDeps): void {
  defineRoute(app, loanConfig, (_input, ctx) => loanProducts(deps, ctx.user?.id ?? null));
  defineRoute(app, loanOrders, (input, ctx) => loansOfUser(deps, ctx.user.id, input));
  defineRoute(app, loanDetail, (input, ctx) => loanOfUser(deps, ctx.user.id, input.id));
  defineRoute(app, loanBorrow, (input, ctx) => borrow(deps, ctx.user.id, input));
  defineRoute(app, loanRepay, (input, ctx) => repay(deps, ctx.user.id, input.id, input.amount));
  defineRoute(app, loanAddCollateral, (input, ctx) => addCollateral(deps, ctx.user.id, input.id, input.amount));
  defineRoute(app, loanSummary, (_input, ctx) => summaryOf(deps, ctx.user.id));
}
