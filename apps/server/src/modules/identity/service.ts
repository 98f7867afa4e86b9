// The user's side of identity verification: what real/state shows, and a submission (basic through
// user/real, advanced through user/real with real_type 2 or user/autoreal). A submission is refused,
// with nothing stored, when one already waits for review, the level is already passed, advanced
// comes before basic, the contacts the level needs are not bound, or a photo is not the caller's own
// upload. Otherwise it is stored as a new row (the history) and waits for the back office.
import { REAL_NAME_STATES } from '@platform/shared/account-rules';
import {
  ID_TYPES,
  REAL_LEVEL,
  tierOfRealLevel,
  type TIdType,
  type TRealLevelState,
  type TRealRequest,
  type TRealState,
} from '@platform/shared/schemas/identity';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { forgetCachedUser } from '../../auth/sessions.ts';
import {
  countOwnUploads,
  findIdentityUser,
  hasPendingSubmission,
  insertSubmission,
  latestSubmissionOf,
  latestVerifiedSubmissionOf,
  setStatusOfUnverified,
  type SubmissionRow,
} from './queries.ts';

type IdentityUser = Awaited<ReturnType<typeof findIdentityUser>>;
type RealNameState = (typeof REAL_NAME_STATES)[number];

const isBound = (value: string | null): boolean => value !== null && value !== '';

/**
 * The contacts a level needs bound (SPEC.md section 5): basic an email or a phone, advanced both.
 * Checked when the user submits and again when an admin approves.
 */
export function assertBindingFor(level: number, user: Pick<IdentityUser, 'email' | 'phone'>): void {
  const email = isBound(user.email);
  const phone = isBound(user.phone);
  if (level >= REAL_LEVEL.advanced && !(email && phone)) throw new AppError('identity_binding_required');
  if (!email && !phone) throw new AppError('identity_binding_required_any');
}

/** 'Jane Roe' -> 'J*** R**': enough for the owner to recognise, little for a shoulder to read. */
function maskName(name: string): string {
  return name
    .split(' ')
    .map((part) => Array.from(part, (char, at) => (at === 0 ? char : '*')).join(''))
    .join(' ');
}

function maskCardId(cardId: string): string {
  if (cardId.length <= 4) return '*'.repeat(cardId.length);
  return `${cardId.slice(0, 2)}${'*'.repeat(cardId.length - 4)}${cardId.slice(-2)}`;
}

const isIdType = (value: string): value is TIdType => (ID_TYPES as readonly string[]).includes(value);
const isSubmissionState = (value: string): value is RealNameState => (REAL_NAME_STATES as readonly string[]).includes(value);

/** A level's state: passed when the user's level says so, else that of its latest submission. */
function levelStateOf(row: SubmissionRow | undefined, passed: boolean): TRealLevelState {
  const state: RealNameState = passed ? 'verified' : row && isSubmissionState(row.status) ? row.status : 'unverified';
  return {
    state,
    reason: state === 'failed' && row ? row.reason : '',
    submitted_at: row?.created_at ?? null,
    reviewed_at: row?.reviewed_at ?? null,
  };
}

export async function realState(db: Db, userId: number): Promise<TRealState> {
  const [user, basic, advanced] = await Promise.all([
    findIdentityUser(db, userId),
    latestSubmissionOf(db, userId, REAL_LEVEL.basic),
    latestSubmissionOf(db, userId, REAL_LEVEL.advanced),
  ]);
  return {
    real_status: isSubmissionState(user.real_status) ? user.real_status : 'unverified',
    real_level: user.real_level,
    tier: tierOfRealLevel(user.real_level),
    basic: {
      ...levelStateOf(basic, user.real_level >= REAL_LEVEL.basic),
      id_type: basic && isIdType(basic.id_type) ? basic.id_type : null,
      name: basic ? maskName(basic.name) : '',
      card_id: basic ? maskCardId(basic.card_id) : '',
    },
    advanced: levelStateOf(advanced, user.real_level >= REAL_LEVEL.advanced),
    email_bound: isBound(user.email),
    phone_bound: isBound(user.phone),
  };
}

function photosOf(input: TRealRequest): string[] {
  return input.real_type === REAL_LEVEL.advanced
    ? [input.front_pic, input.reverse_pic, input.hand_pic]
    : [input.front_pic, input.reverse_pic];
}

/** The document an advanced submission is about: the one basic verification passed with. */
async function documentOf(db: Db, userId: number, input: TRealRequest) {
  if (input.real_type === REAL_LEVEL.basic) return { id_type: input.id_type, name: input.name, card_id: input.card_id };
  const basic = await latestVerifiedSubmissionOf(db, userId, REAL_LEVEL.basic);
  return { id_type: basic?.id_type ?? '', name: basic?.name ?? '', card_id: basic?.card_id ?? '' };
}

async function assertMaySubmit(db: Db, user: IdentityUser, level: number): Promise<void> {
  if (user.real_level >= level) throw new AppError('identity_already_verified');
  if (await hasPendingSubmission(db, user.id)) throw new AppError('identity_pending');
  if (level === REAL_LEVEL.advanced && user.real_level < REAL_LEVEL.basic) throw new AppError('identity_basic_required');
  assertBindingFor(level, user);
}

export async function submitVerification(deps: Pick<ModuleDeps, 'db' | 'clock'>, userId: number, input: TRealRequest): Promise<TRealState> {
  const { db } = deps;
  const level = input.real_type;
  const user = await findIdentityUser(db, userId);
  await assertMaySubmit(db, user, level);
  const photos = photosOf(input);
  if ((await countOwnUploads(db, userId, photos)) !== photos.length) throw new AppError('identity_photo_invalid');
  const document = await documentOf(db, userId, input);
  try {
    await db.transaction().execute(async (trx) => {
      await insertSubmission(trx, {
        user_id: userId,
        level,
        ...document,
        front_pic: input.front_pic,
        reverse_pic: input.reverse_pic,
        hand_pic: input.real_type === REAL_LEVEL.advanced ? input.hand_pic : '',
        memo: input.real_type === REAL_LEVEL.advanced ? input.memo : '',
        status: 'pending',
        reason: '',
        reviewed_by: null,
        reviewed_at: null,
        created_at: deps.clock(),
      });
      if (level === REAL_LEVEL.basic) await setStatusOfUnverified(trx, userId, 'pending');
    });
  } catch (error) {
    // The unique index on a user's pending submission: another request of theirs got in first.
    if (isUniqueViolation(error)) throw new AppError('identity_pending');
    throw error;
  }
  // user/info shows real_status from the cached session row.
  forgetCachedUser(db, userId);
  return realState(db, userId);
}
