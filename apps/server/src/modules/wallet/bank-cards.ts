// Bank cards, domestic and international (SPEC.md section 3): every field required, names without
// special characters (the schemas say both); one card of each kind per user, saved over. A bank
// withdrawal needs one of them.
import type { TBankCard, TBankCardSaveRequest, TInternationalCard, TInternationalCardSaveRequest } from '@platform/shared/schemas/withdraw';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { findBankCard, isFiatListed, upsertBankCard } from './bank-cards-queries.ts';

export async function saveDomesticCard(
  deps: { db: Db; clock: () => number },
  userId: number,
  input: TBankCardSaveRequest,
): Promise<TBankCard> {
  const { db, clock } = deps;
  if (!(await isFiatListed(db, input.currency))) throw new AppError('fiat_unknown');
  await upsertBankCard(db, userId, 'domestic', input, clock());
  return (await domesticCardOf(db, userId)) as TBankCard;
}

export async function domesticCardOf(db: Db, userId: number): Promise<TBankCard | null> {
  const card = await findBankCard(db, userId, 'domestic');
  if (!card) return null;
  const { id, holder_name, account_number, bank_name, branch, currency, updated_at } = card;
  return { id, holder_name, account_number, bank_name, branch, currency, updated_at };
}

export async function saveInternationalCard(
  deps: { db: Db; clock: () => number },
  userId: number,
  input: TInternationalCardSaveRequest,
): Promise<TInternationalCard> {
  await upsertBankCard(deps.db, userId, 'international', input, deps.clock());
  return (await internationalCardOf(deps.db, userId)) as TInternationalCard;
}

export async function internationalCardOf(db: Db, userId: number): Promise<TInternationalCard | null> {
  const card = await findBankCard(db, userId, 'international');
  if (!card) return null;
  const { id, aba_number, holder_name, account_number, province_city, bank_name, branch, swift_code, phone, holder_address, updated_at } =
    card;
  return { id, aba_number, holder_name, account_number, province_city, bank_name, branch, swift_code, phone, holder_address, updated_at };
}
