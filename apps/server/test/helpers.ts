// Factories for API tests: read a code from the outbox, register and log in a user in a line.
import { expect } from 'vitest';
import type { AccountTypeId } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { recordCreditedDeposit } from '../src/modules/wallet/credited-deposit.ts';
import { tinyPng } from './fixtures/images.ts';
import type { TestApp } from './harness.ts';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}

/** The 6-digit code last sent to `target`, as the user would read it. */
export async function lastCodeSentTo(t: TestApp, target: string): Promise<string> {
  const row = await t.db.selectFrom('outbox').select('body').where('target', '=', target).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const code = row?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${target}`);
  return code;
}

export const PASSWORD = 'Secret#2026';

/** Registers a new email user through the API and answers their token. */
export async function registerUser(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; token: string }> {
  const sent = await t.call('sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
  expect(sent.body.type).toBe('ok');
  const code = await lastCodeSentTo(t, email);
  const registered = await t.call<string>('user/register', {
    method: 'POST',
    body: { type: 'email', user_string: email, code, password, re_password: password },
  });
  expect(registered.body.type).toBe('ok');
  return { email, token: registered.body.message };
}

export type UploadAnswer = { status: number; body: { type: unknown; message: string; code?: string } };

/** POSTs one file to /api/upload as the app's file chooser sends it, and answers the reply as it is. */
export async function postUpload(
  t: TestApp,
  token: string | undefined,
  bytes: Buffer,
  file: { name?: string; type?: string; lang?: string; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'image/png' }), file.name ?? 'photo.png');
  const response = await fetch(`${t.baseUrl}/api/upload${file.lang ? `?lang=${file.lang}` : ''}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: token } : {}), ...file.headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** Uploads an image (a tiny PNG unless told) that must be accepted, and answers its file name. */
export async function uploadImage(
  t: TestApp,
  token: string,
  bytes: Buffer = tinyPng(),
  file: Parameters<typeof postUpload>[3] = {},
): Promise<string> {
  const answer = await postUpload(t, token, bytes, file);
  expect(answer.body.type).toBe('ok');
  return answer.body.message;
}

let inserted = 0;
/** A user row written straight to the database, for tests of a layer below the API (the ledger). */
export async function insertUser(t: TestApp): Promise<number> {
  inserted += 1;
  const now = t.clock.now();
  const row = await t.db
    .insertInto('users')
    .values({
      email: uniqueEmail('direct'),
      phone: null,
      area_code: '1',
      password_hash: 'not-a-login',
      nickname: `direct${inserted}`,
      head_portrait: '',
      signature: '',
      invite_code: `T${Date.now().toString(36).slice(-8)}${inserted}`.slice(0, 16),
      referrer_id: null,
      lang: 'en',
      fiat: 'USD',
      credit_score: 100,
      real_status: 'unverified',
      role: 'user',
      created_at: now,
      password_changed_at: now,
      pay_password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives a user money as a reviewed deposit does: a success deposit record and its ledger movement
 * in one transaction, so `ledger:check` reconciles it. For tests whose subject is not the deposit.
 */
export async function creditDeposit(
  t: TestApp,
  funds: { userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint },
): Promise<void> {
  await recordCreditedDeposit(t.db, { ...funds, now: t.clock.now() });
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** The seeded admin's token (admin@nova.exchange with config.adminPassword). */
export async function loginAdmin(t: TestApp): Promise<string> {
  const login = await t.call<string>('user/login', {
    method: 'POST',
    body: { user_string: 'admin@nova.exchange', password: t.config.adminPassword },
  });
  expect(login.body.type).toBe('ok');
  return login.body.message;
}

/**
 * Records one tick per market at the given prices (a test app started with `marketFeed: 'manual'`)
 * and resolves once every tick listener (spot liquidity, the contract risk loop, option settlement)
 * has handled it. Returns each market's new tick seq.
 */
export async function pushPrices(t: TestApp, prices: Record<string, string>, timeMs?: number): Promise<Record<string, number>> {
  const { manualFeed, directory, prices: recorded } = t.app.market;
  if (!manualFeed) throw new Error('pushPrices needs startTestApp(dialect, { marketFeed: "manual" })');
  const batch = Object.entries(prices).map(([symbol, price]) => {
    const market = directory.bySymbol(symbol);
    if (!market) throw new Error(`no market ${symbol}`);
    return { marketId: market.id, priceAtoms: toAtoms(price), timeMs };
  });
  await manualFeed.push(batch);
  return Object.fromEntries(Object.keys(prices).map((symbol) => [symbol, recorded.latest(directory.bySymbol(symbol)!.id)!.seq]));
}

/**
 * Gives a user a verified identity as an approval does: a verified submission row per level they
 * have not passed yet, up to `level` (1 basic, 2 advanced), and the users columns. For tests whose
 * subject needs a verified user (withdrawals, fiat recharges) but is not the verification itself.
 */
export async function verifyIdentity(t: TestApp, userId: number, level: 1 | 2 = 1): Promise<void> {
  const now = t.clock.now();
  const user = await t.db.selectFrom('users').select('real_level').where('id', '=', userId).executeTakeFirstOrThrow();
  for (let at = user.real_level + 1; at <= level; at += 1) {
    await t.db
      .insertInto('identity_submissions')
      .values({
        user_id: userId,
        level: at,
        id_type: 'passport',
        name: 'Test User',
        card_id: 'T1234567',
        front_pic: '',
        reverse_pic: '',
        hand_pic: '',
        memo: '',
        status: 'verified',
        reason: '',
        reviewed_by: null,
        reviewed_at: now,
        created_at: now,
      })
      .execute();
  }
  await t.db
    .updateTable('users')
    .set({ real_level: Math.max(user.real_level, level), real_status: 'verified' })
    .where('id', '=', userId)
    .execute();
}
