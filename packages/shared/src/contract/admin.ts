// The back office's own calls: who the admin is, users and their balances, the ledger and its
// health, the audit log. The reviews of deposits and withdrawals are the wallet area's (./wallet.ts).
import { defineCall } from './define.ts';

const adminSchemas = () => import('../schemas/admin.ts');

export const adminMe = defineCall({
  method: 'GET',
  path: 'admin/me',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminMe })),
});

export const adminUsers = defineCall({
  method: 'GET',
  path: 'admin/users',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminUsersRequest, output: s.ZAdminUsersResponse })),
});

export const adminUser = defineCall({
  method: 'GET',
  path: 'admin/user',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminUserRequest, output: s.ZAdminUserResponse })),
});

export const adminLedger = defineCall({
  method: 'GET',
  path: 'admin/ledger',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminLedgerRequest, output: s.ZAdminLedgerResponse })),
});

export const adminLedgerCheck = defineCall({
  method: 'GET',
  path: 'admin/ledger_check',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminLedgerCheckResponse })),
});

export const adminAudit = defineCall({
  method: 'GET',
  path: 'admin/audit',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminAuditRequest, output: s.ZAdminAuditResponse })),
});
