// Identity verification's calls (SPEC.md section 7): real/state, user/real (basic with real_type 1,
// advanced with real_type 2), user/autoreal (advanced); and the back office's review of submissions.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/identity.ts');

export const realState = defineCall({
  method: ['GET', 'POST'],
  path: 'real/state',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZRealState })),
});

export const userReal = defineCall({
  method: 'POST',
  path: 'user/real',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZRealRequest, output: s.ZRealState })),
});

export const userAutoreal = defineCall({
  method: 'POST',
  path: 'user/autoreal',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZAdvancedRealRequest, output: s.ZRealState })),
});

// The back office

export const adminIdentity = defineCall({
  method: 'GET',
  path: 'admin/identity',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminIdentityRequest, output: s.ZAdminIdentityResponse })),
});

export const adminIdentityApprove = defineCall({
  method: 'POST',
  path: 'admin/identity/approve',
  auth: 'admin',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZAdminIdentityApproveRequest, output: s.ZAdminIdentityDecision })),
});

export const adminIdentityFail = defineCall({
  method: 'POST',
  path: 'admin/identity/fail',
  auth: 'admin',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZAdminIdentityFailRequest, output: s.ZAdminIdentityDecision })),
});
