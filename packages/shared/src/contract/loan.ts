// Crypto-backed loans (issue 13; not in SPEC.md section 7, ours): the published parameters, the
// user's loans, borrowing, repaying and adding collateral (money moves: idempotent), the summary
// the Financial tab composes; the back office's parameters (audited) and list of loans.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/loan.ts');

export const loanConfig = defineCall({
  method: 'GET',
  path: 'loan/config',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZLoanConfigResponse })),
});

export const loanOrders = defineCall({
  method: 'GET',
  path: 'loan/orders',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZLoanOrdersRequest, output: s.ZLoanOrdersResponse })),
});

export const loanDetail = defineCall({
  method: 'GET',
  path: 'loan/detail',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZLoanIdRequest, output: s.ZLoan })),
});

export const loanBorrow = defineCall({
  method: 'POST',
  path: 'loan/borrow',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLoanBorrowRequest, output: s.ZLoan })),
});

export const loanRepay = defineCall({
  method: 'POST',
  path: 'loan/repay',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLoanAmountRequest, output: s.ZLoan })),
});

export const loanAddCollateral = defineCall({
  method: 'POST',
  path: 'loan/add_collateral',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLoanAmountRequest, output: s.ZLoan })),
});

export const loanSummary = defineCall({
  method: 'GET',
  path: 'loan/summary',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZLoanSummary })),
});

export const adminLoanParams = defineCall({
  method: 'GET',
  path: 'admin/loan/params',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminLoanParamsResponse })),
});

export const adminLoanParamsSave = defineCall({
  method: 'POST',
  path: 'admin/loan/params',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminLoanParamsSave, output: s.ZAdminLoanParams })),
});

export const adminLoans = defineCall({
  method: 'GET',
  path: 'admin/loan/orders',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminLoansRequest, output: s.ZAdminLoansResponse })),
});
