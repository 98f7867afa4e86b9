// The account's calls (SPEC.md section 7): codes, registration, login and logout, the user, the
// forgotten and changed password; and the security centre's safe/* calls (issue 5).
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/account.ts');
const securitySchemas = () => import('../schemas/security.ts');

// Codes, registration, login

export const smsMail = defineCall({
  method: 'POST',
  path: 'sms_mail',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZSendCodeRequest, output: s.ZMessageText })),
});

export const smsSend = defineCall({
  method: 'POST',
  path: 'sms_send',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZSendCodeRequest, output: s.ZMessageText })),
});

export const userCheckEmail = defineCall({
  method: 'POST',
  path: 'user/check_email',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZCheckEmailRequest, output: s.ZMessageText })),
});

export const userRegister = defineCall({
  method: 'POST',
  path: 'user/register',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZRegisterRequest, output: s.ZSessionToken })),
});

export const userLogin = defineCall({
  method: 'POST',
  path: 'user/login',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZLoginRequest, output: s.ZSessionToken })),
});

export const userLogout = defineCall({
  method: ['GET', 'POST'],
  path: 'user/logout',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZMessageText })),
});

export const userInfo = defineCall({
  method: 'GET',
  path: 'user/info',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZUser })),
});

export const userForget = defineCall({
  method: 'POST',
  path: 'user/forget',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZForgetRequest, output: s.ZMessageText })),
});

export const safeUpdatePassword = defineCall({
  method: 'POST',
  path: 'safe/update_password',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZUpdatePasswordRequest, output: s.ZMessageText })),
});

// The security centre

export const safeState = defineCall({
  method: 'GET',
  path: 'safe/state',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZNoInput, output: s.ZSecurityState })),
});

export const safeMobile = defineCall({
  method: 'POST',
  path: 'safe/mobile',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZBindMobileRequest, output: s.ZMessageText })),
});

export const safeEmail = defineCall({
  method: 'POST',
  path: 'safe/email',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZBindEmailRequest, output: s.ZMessageText })),
});

export const safeUnbind = defineCall({
  method: 'POST',
  path: 'safe/unbind',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZUnbindRequest, output: s.ZMessageText })),
});

export const safeTotpSetup = defineCall({
  method: 'POST',
  path: 'safe/totp/setup',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZNoInput, output: s.ZTotpSetup })),
});

export const safeTotpEnable = defineCall({
  method: 'POST',
  path: 'safe/totp/enable',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZTotpEnableRequest, output: s.ZTotpEnabled })),
});

export const safeTotpDisable = defineCall({
  method: 'POST',
  path: 'safe/totp/disable',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZTotpDisableRequest, output: s.ZMessageText })),
});

export const safeAntiPhishing = defineCall({
  method: 'POST',
  path: 'safe/anti_phishing',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZAntiPhishingRequest, output: s.ZMessageText })),
});

export const safeSessions = defineCall({
  method: 'GET',
  path: 'safe/sessions',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZNoInput, output: s.ZSessionList })),
});

export const safeSessionsRevoke = defineCall({
  method: 'POST',
  path: 'safe/sessions/revoke',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZSessionRevokeRequest, output: s.ZMessageText })),
});

export const safeSessionsRevokeOthers = defineCall({
  method: 'POST',
  path: 'safe/sessions/revoke_others',
  auth: 'user',
  schemas: () => securitySchemas().then((s) => ({ input: s.ZNoInput, output: s.ZMessageText })),
});
