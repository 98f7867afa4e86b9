// The profile's calls (SPEC.md section 7 and our own): nickname, signature, avatar, preferences and
// the users one invited. The edits answer the updated user.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/profile.ts');

export const userEditNickname = defineCall({
  method: 'POST',
  path: 'user/editNickname',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZEditNicknameRequest, output: s.ZUser })),
});

export const userEditSignature = defineCall({
  method: 'POST',
  path: 'user/editSignature',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZEditSignatureRequest, output: s.ZUser })),
});

/** Multipart `file` (read by the route from the body, as upload takes it) or `head_portrait`, an earlier upload's name. */
export const userUploadHeadPortrait = defineCall({
  method: 'POST',
  path: 'user/uploadHeadPortrait',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZUploadHeadPortraitRequest, output: s.ZUser })),
});

export const userPreferences = defineCall({
  method: 'POST',
  path: 'user/preferences',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZPreferencesRequest, output: s.ZUser })),
});

export const userInviteList = defineCall({
  method: ['GET', 'POST'],
  path: 'user/invite_list',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZPageRequest, output: s.ZInviteePage })),
});
