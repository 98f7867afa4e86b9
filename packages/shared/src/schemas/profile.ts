// Profile, preferences and invitations (SPEC.md sections 3, 5 and 7): nickname, signature, avatar,
// the stored language and display fiat, and the users one invited.
import { z } from 'zod';
import { NICKNAME_LENGTH_MAX, NICKNAME_LENGTH_MIN, SIGNATURE_LENGTH_MAX, SIGNATURE_LENGTH_MIN } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { key, zPageOf } from './common.ts';
import { zText } from './fields.ts';
import { UPLOAD_NAME_RE } from './deposit.ts';

// What the profile's calls take and answer besides their own: a page, and the user as user/info shows it.
export { ZPageRequest } from './common.ts';
export { ZUser } from './account.ts';

/** Where an avatar is served; avatars are the only public uploads (an <img> sends no Authorization). */
export const AVATAR_URL_PREFIX = '/api/file/';

/** The avatar's URL for `<img src>`, or '' when the user has none. */
export function avatarUrl(fileName: string): string {
  return fileName ? `${AVATAR_URL_PREFIX}${fileName}` : '';
}

/** Characters as a person counts them: an emoji or a rare Chinese character is one, not two. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** SPEC.md section 5: Chinese characters, English letters and digits, nothing else (no spaces). */
export const NICKNAME_RE = /^[\p{Script=Han}A-Za-z0-9]+$/u;
/** Control characters (line breaks included): a signature is one line shown under a name. */
const CONTROL_CHARACTER_RE = /\p{Cc}/u;

// `abort` stops at the first broken rule, so the message is the one that rule names.
export const zNickname = zText('nickname_required')
  .refine((text) => charCount(text) >= NICKNAME_LENGTH_MIN, { ...key('nickname_required'), abort: true })
  .refine((text) => charCount(text) <= NICKNAME_LENGTH_MAX, { ...key('nickname_too_long'), abort: true })
  .refine((text) => NICKNAME_RE.test(text), key('nickname_invalid'));

/** 2-30 characters; an empty signature removes it. */
export const zSignature = zText('signature_too_short')
  .refine((text) => !CONTROL_CHARACTER_RE.test(text), { ...key('signature_invalid'), abort: true })
  .refine((text) => text === '' || charCount(text) >= SIGNATURE_LENGTH_MIN, { ...key('signature_too_short'), abort: true })
  .refine((text) => charCount(text) <= SIGNATURE_LENGTH_MAX, key('signature_too_long'));

export const ZEditNicknameRequest = z.object({ nickname: zNickname });
export type TEditNicknameRequest = z.infer<typeof ZEditNicknameRequest>;

export const ZEditSignatureRequest = z.object({ signature: zSignature });
export type TEditSignatureRequest = z.infer<typeof ZEditSignatureRequest>;

/**
 * user/uploadHeadPortrait: either the multipart `file` (read by the route, not by this schema) or
 * `head_portrait`, the file reference of the caller's own earlier upload.
 */
export const ZUploadHeadPortraitRequest = z.object({
  head_portrait: z
    .string(key('avatar_not_found'))
    .trim()
    .transform((text) => (text.startsWith(AVATAR_URL_PREFIX) ? text.slice(AVATAR_URL_PREFIX.length) : text))
    .pipe(z.string().regex(UPLOAD_NAME_RE, key('avatar_not_found')))
    .optional(),
});
export type TUploadHeadPortraitRequest = z.infer<typeof ZUploadHeadPortraitRequest>;

export const FIAT_CODE_RE = /^[A-Z]{3}$/;

/**
 * user/preferences: the language and display fiat the app chose, kept on the account so emails
 * and notices use them. `language`, not `lang`: `lang` is every call's own language parameter.
 */
export const ZPreferencesRequest = z
  .object({
    language: z.enum(LANGUAGES, key('language_unknown')).optional(),
    fiat: z
      .string(key('fiat_unknown'))
      .trim()
      .transform((text) => text.toUpperCase())
      .pipe(z.string().regex(FIAT_CODE_RE, key('fiat_unknown')))
      .optional(),
  })
  .refine((body) => body.language !== undefined || body.fiat !== undefined, key('parameter_error'));
export type TPreferencesRequest = z.infer<typeof ZPreferencesRequest>;

/** One user the caller invited: enough to recognise them, not to contact them. */
export const ZInvitee = z.object({
  id: z.number().int(),
  /** Masked email or phone. */
  account: z.string(),
  /** When they registered, epoch ms. */
  created_at: z.number().int(),
  verified: z.boolean(),
});
export type TInvitee = z.infer<typeof ZInvitee>;
export const ZInviteePage = zPageOf(ZInvitee);
