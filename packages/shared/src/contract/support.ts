// The support chat's calls (issue 5): the user's history, sending, read marks and unread badge; and
// the agents' side in the back office (admin/support/...). The images (GET support/image/<name>)
// answer raw bytes, not an envelope, so they are no contract entry.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/support.ts');

// The user's side

export const supportMessages = defineCall({
  method: 'GET',
  path: 'support/messages',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZSupportMessagesRequest, output: s.ZSupportMessagesResponse })),
});

export const supportUnread = defineCall({
  method: 'GET',
  path: 'support/unread',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZSupportUnreadResponse })),
});

/** A retried send (the answer was lost) is stored once. */
export const supportSend = defineCall({
  method: 'POST',
  path: 'support/send',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZSupportSendRequest, output: s.ZSupportMessage })),
});

export const supportRead = defineCall({
  method: 'POST',
  path: 'support/read',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZSupportReadRequest, output: s.ZSupportUnreadResponse })),
});

// The agents' side

export const adminSupportThreads = defineCall({
  method: 'GET',
  path: 'admin/support/threads',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportThreadsRequest, output: s.ZAdminSupportThreadsResponse })),
});

export const adminSupportUnread = defineCall({
  method: 'GET',
  path: 'admin/support/unread',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZSupportUnreadResponse })),
});

export const adminSupportMessages = defineCall({
  method: 'GET',
  path: 'admin/support/messages',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportMessagesRequest, output: s.ZAdminSupportMessagesResponse })),
});

export const adminSupportSend = defineCall({
  method: 'POST',
  path: 'admin/support/send',
  auth: 'admin',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportSendRequest, output: s.ZSupportMessage })),
});

export const adminSupportRead = defineCall({
  method: 'POST',
  path: 'admin/support/read',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportReadRequest, output: s.ZSupportUnreadResponse })),
});

export const adminSupportClose = defineCall({
  method: 'POST',
  path: 'admin/support/close',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportThreadRequest, output: s.ZAdminSupportThreadStatusResponse })),
});

export const adminSupportReopen = defineCall({
  method: 'POST',
  path: 'admin/support/reopen',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportThreadRequest, output: s.ZAdminSupportThreadStatusResponse })),
});

/** The `support_url` setting; the same path saves it by POST (adminSupportSettingSave). */
export const adminSupportSetting = defineCall({
  method: 'GET',
  path: 'admin/support/setting',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminSupportSettingResponse })),
});

export const adminSupportSettingSave = defineCall({
  method: 'POST',
  path: 'admin/support/setting',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminSupportSettingRequest, output: s.ZAdminSupportSettingResponse })),
});
