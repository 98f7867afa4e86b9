// Identity verification (SPEC.md sections 3, 4, 5, 6, 7): real/state, user/real (basic, type 1),
// user/autoreal (advanced, type 2, with the hand-held photo and a memo), the tiers their levels give,
// and the back office's review calls. The ID number and name rules live here once: the app checks a
// form with them before sending, the server checks the request with them again.
import { z } from 'zod';
import { REAL_NAME_STATES } from '../account-rules.ts';
import { TEXTAREA_LENGTH_MAX, VERIFICATION_TIER_LIMITS } from '../constants.ts';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';
import { UPLOAD_NAME_RE } from './deposit.ts';
import { wholeNumberOf } from './fields.ts';
import { VERIFICATION_TIERS } from './withdraw.ts';

export { VERIFICATION_TIERS } from './withdraw.ts';
export { ZNoInput } from './common.ts';

// Levels and tiers

/** users.real_level: what the user has passed; the tier of SPEC.md section 6 follows from it. */
export const REAL_LEVEL = { none: 0, basic: 1, advanced: 2 } as const;
export type TRealLevel = (typeof REAL_LEVEL)[keyof typeof REAL_LEVEL];
export type TVerificationTier = keyof typeof VERIFICATION_TIER_LIMITS;

/** The tier a verification level gives; an unverified user has none (and may not withdraw or trade fiat). */
export function tierOfRealLevel(realLevel: number): TVerificationTier | null {
  if (realLevel >= REAL_LEVEL.advanced) return 'advanced';
  if (realLevel >= REAL_LEVEL.basic) return 'basic';
  return null;
}

/** The tier the next level would give, or null at the top. */
export function nextTierOf(tier: TVerificationTier | null): TVerificationTier | null {
  if (tier === null) return 'basic';
  return tier === 'basic' ? 'advanced' : null;
}

// The document and its number

export const ID_TYPES = ['id_card', 'passport', 'driver_license'] as const;
export type TIdType = (typeof ID_TYPES)[number];

/** The column widths of migration 005. */
export const REAL_NAME_LENGTH_MAX = 64;
export const REAL_NAME_LENGTH_MIN = 2;
export const CARD_ID_LENGTH_MAX = 20;

/**
 * What a document number looks like, per document type: letters and digits only (no spaces,
 * hyphens or other special characters), at least one digit, and a length the document can have.
 * - ID card: 6-18 characters (national identity numbers); an 18-character number of 17 digits and a
 *   digit or X is a Chinese resident identity number and must carry its ISO 7064 MOD 11-2 check digit.
 * - Passport: 6-9 characters (ICAO 9303 document numbers are at most 9).
 * - Driver's licence: 4-20 characters (formats differ widely between issuers).
 */
const CARD_ID_PATTERNS: Readonly<Record<TIdType, RegExp>> = {
  id_card: /^[A-Z0-9]{6,18}$/,
  passport: /^[A-Z0-9]{6,9}$/,
  driver_license: /^[A-Z0-9]{4,20}$/,
};
const RESIDENT_ID_RE = /^\d{17}[\dX]$/;
const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const RESIDENT_ID_CHECK = '10X98765432';

function residentIdCheckDigitOk(number: string): boolean {
  const sum = RESIDENT_ID_WEIGHTS.reduce((total, weight, at) => total + weight * Number(number[at]), 0);
  return RESIDENT_ID_CHECK[sum % 11] === number[17];
}

/** How an ID number is compared and stored: trimmed, upper case. */
export const normalizeCardId = (text: string): string => text.trim().toUpperCase();

export function isCardIdValid(idType: TIdType, cardId: string): boolean {
  const number = normalizeCardId(cardId);
  if (!CARD_ID_PATTERNS[idType].test(number) || !/\d/.test(number)) return false;
  if (idType === 'id_card' && RESIDENT_ID_RE.test(number)) return residentIdCheckDigitOk(number);
  return true;
}

/**
 * A name as written on a document: letters of any script (with their combining marks, for Thai or
 * Devanagari), single spaces, and the separators '.', '-', '·' (Chinese transliterations) and '・'
 * (Japanese); it starts with a letter. Digits and every other character are 'special characters'.
 */
const REAL_NAME_RE = /^\p{L}[\p{L}\p{M} .\-·・]*$/u;
export const normalizeRealName = (text: string): string => text.trim().replace(/\s+/g, ' ');
export const isRealNameValid = (name: string): boolean => REAL_NAME_RE.test(normalizeRealName(name));

// Requests

const zRealName = z
  .string(key('identity_name_required'))
  .transform(normalizeRealName)
  .pipe(
    z
      .string()
      .min(1, key('identity_name_required'))
      .max(REAL_NAME_LENGTH_MAX, key('character_too_long'))
      .regex(REAL_NAME_RE, key('special_characters'))
      .min(REAL_NAME_LENGTH_MIN, key('identity_name_too_short')),
  );

/** An uploaded file's name as POST /api/upload answered it; whose it is, the server checks. */
const zPhoto = (missing: 'identity_front_required' | 'identity_back_required' | 'identity_hand_required') =>
  z
    .string(key(missing))
    .trim()
    .min(1, key(missing))
    .max(64, key('identity_photo_invalid'))
    .regex(UPLOAD_NAME_RE, key('identity_photo_invalid'));

/** real_type 1 is basic verification, 2 advanced; form bodies carry it as text. */
const zRealType = <L extends TRealLevel>(level: L) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? level : (wholeNumberOf(value) ?? value)),
    z.literal(level, key('parameter_error')),
  );

export const ZBasicRealRequest = z
  .object({
    real_type: zRealType(REAL_LEVEL.basic),
    id_type: z.enum(ID_TYPES, key('identity_id_type_invalid')),
    name: zRealName,
    card_id: z.string(key('identity_card_id_invalid')).transform(normalizeCardId),
    front_pic: zPhoto('identity_front_required'),
    reverse_pic: zPhoto('identity_back_required'),
  })
  .refine((body) => isCardIdValid(body.id_type, body.card_id), { ...key('identity_card_id_invalid'), path: ['card_id'] })
  .refine((body) => body.front_pic !== body.reverse_pic, { ...key('identity_photo_repeated'), path: ['reverse_pic'] });
export type TBasicRealRequest = z.infer<typeof ZBasicRealRequest>;

export const ZAdvancedRealRequest = z
  .object({
    real_type: zRealType(REAL_LEVEL.advanced),
    front_pic: zPhoto('identity_front_required'),
    reverse_pic: zPhoto('identity_back_required'),
    hand_pic: zPhoto('identity_hand_required'),
    memo: z.string().trim().max(TEXTAREA_LENGTH_MAX, key('character_too_long')).optional().default(''),
  })
  .refine((body) => new Set([body.front_pic, body.reverse_pic, body.hand_pic]).size === 3, {
    ...key('identity_photo_repeated'),
    path: ['hand_pic'],
  });
export type TAdvancedRealRequest = z.infer<typeof ZAdvancedRealRequest>;

/** Which of the two schemas a user/real body is for: real_type 2 is advanced, anything else basic. */
export function realRequestSchemaOf(body: unknown): typeof ZBasicRealRequest | typeof ZAdvancedRealRequest {
  const realType = body && typeof body === 'object' ? (body as { real_type?: unknown }).real_type : undefined;
  return String(realType) === String(REAL_LEVEL.advanced) ? ZAdvancedRealRequest : ZBasicRealRequest;
}

/** user/real: basic (real_type 1, the default) or advanced (real_type 2); user/autoreal is always advanced. */
export const ZRealRequest = z.unknown().transform((body, ctx): TBasicRealRequest | TAdvancedRealRequest => {
  const parsed = realRequestSchemaOf(body).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type TRealRequest = z.output<typeof ZRealRequest>;

// real/state

export const SUBMISSION_STATES = ['pending', 'verified', 'failed'] as const;
export type TSubmissionState = (typeof SUBMISSION_STATES)[number];

export const ZRealLevelState = z.object({
  state: z.enum(REAL_NAME_STATES),
  /** Why the last submission failed; '' otherwise. */
  reason: z.string(),
  submitted_at: z.number().int().nullable(),
  reviewed_at: z.number().int().nullable(),
});
export type TRealLevelState = z.infer<typeof ZRealLevelState>;

export const ZRealState = z.object({
  real_status: z.enum(REAL_NAME_STATES),
  real_level: z.number().int(),
  tier: z.enum(VERIFICATION_TIERS).nullable(),
  basic: ZRealLevelState.extend({
    id_type: z.enum(ID_TYPES).nullable(),
    /** Of the last basic submission, masked ('J*** R**', '11**************14'); '' when none. */
    name: z.string(),
    card_id: z.string(),
  }),
  advanced: ZRealLevelState,
  email_bound: z.boolean(),
  phone_bound: z.boolean(),
});
export type TRealState = z.infer<typeof ZRealState>;

// The back office

export const ZAdminIdentityRequest = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SUBMISSION_STATES, key('parameter_error')).optional()),
  user_id: z.preprocess((value) => (value === '' ? undefined : value), zId.optional()),
  page: zPage,
  limit: zLimit,
});
export type TAdminIdentityRequest = z.infer<typeof ZAdminIdentityRequest>;

export const ZAdminIdentitySubmission = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The user's email, else their phone. */
  user_account: z.string(),
  email_bound: z.boolean(),
  phone_bound: z.boolean(),
  user_real_level: z.number().int(),
  level: z.number().int(),
  id_type: z.enum(ID_TYPES).nullable(),
  name: z.string(),
  card_id: z.string(),
  front_pic: z.string(),
  reverse_pic: z.string(),
  hand_pic: z.string(),
  memo: z.string(),
  status: z.enum(SUBMISSION_STATES),
  reason: z.string(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
  reviewed_by_email: z.string().nullable(),
});
export type TAdminIdentitySubmission = z.infer<typeof ZAdminIdentitySubmission>;
export const ZAdminIdentityResponse = zPageOf(ZAdminIdentitySubmission);
export type TAdminIdentityResponse = z.infer<typeof ZAdminIdentityResponse>;

export const ZAdminIdentityApproveRequest = z.object({ id: zId });
export type TAdminIdentityApproveRequest = z.infer<typeof ZAdminIdentityApproveRequest>;

export const IDENTITY_REASON_LENGTH_MAX = 200;
export const ZAdminIdentityFailRequest = z.object({
  id: zId,
  reason: z
    .string(key('reject_reason_required'))
    .trim()
    .min(1, key('reject_reason_required'))
    .max(IDENTITY_REASON_LENGTH_MAX, key('character_too_long')),
});
export type TAdminIdentityFailRequest = z.infer<typeof ZAdminIdentityFailRequest>;

/** A decision taken: 'Success' in the caller's language. */
export const ZAdminIdentityDecision = z.string();
