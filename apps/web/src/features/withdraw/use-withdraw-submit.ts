// The submit of a withdrawal: the checks a user can fix on the spot, the prompts for what must
// exist first (a pay password, a bank card), the pay password popup, then wallet/out with one
// Idempotency-Key per attempt.
import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import type { TWithdrawInfo, TWithdrawKind, TWithdrawRequest } from '@platform/shared/schemas/withdraw';
import { ApiError } from '../../lib/api.ts';
import { checkAmount } from '../../lib/coin-amounts.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useWithdrawMutation } from './api/withdrawal.ts';
import { RECOVERY_CODE_RE, TOTP_CODE_RE } from '@platform/shared/security-rules';

/** An authenticator code or a recovery code, as the server takes them. */
const isSecondFactor = (text: string) => TOTP_CODE_RE.test(text.trim()) || RECOVERY_CODE_RE.test(text.replace(/\s/g, ''));

export type WithdrawErrors = { address?: string; amount?: string; totp?: string };

type Draft = {
  kind: TWithdrawKind;
  info: TWithdrawInfo;
  /** What the account the withdrawal draws on holds: the coin account, or the legal one for bank. */
  available: string;
  addressId: number | undefined;
  amount: string;
  /** The authenticator (or recovery) code when two-factor is on; null when it is off. */
  totp: string | null;
};

/** Refusals the user answers by typing the password again, inside the popup. */
const RETYPE_CODES: ReadonlySet<string> = new Set(['pay_password_wrong']);

export function useWithdrawSubmit(draft: Draft, setErrors: (errors: WithdrawErrors) => void) {
  const { t } = useTranslation('withdraw');
  const [asking, setAsking] = useState(false);
  const mutation = useWithdrawMutation();
  const submissionKey = useSubmissionKey();

  const prompt = async (content: string, confirmText: string, path: string) => {
    const go = await Dialog.confirm({ content, confirmText, cancelText: t('common:action.cancel') });
    if (go) navigate(path);
  };

  const submit = () => {
    const errors: WithdrawErrors = {};
    if (draft.kind === 'chain' && draft.addressId === undefined) errors.address = t('errors.addressRequired');
    const amount = draft.amount.trim();
    // The server's checks in the server's order; an empty box is asked for in this screen's words.
    const problem = checkAmount(amount, {
      minimum: { amount: draft.info.withdraw_min, key: 'withdraw_below_minimum' },
      available: draft.available,
      fee: draft.info.withdraw_fee,
      coin: draft.info.currency_name,
    });
    if (!amount) errors.amount = t('errors.amountRequired');
    else if (problem) errors.amount = t(`texts:${problem.key}`, problem.params);
    if (draft.totp !== null && !isSecondFactor(draft.totp)) errors.totp = t('texts:second_factor_invalid');
    setErrors(errors);
    if (errors.address || errors.amount || errors.totp) return;
    if (!draft.info.pay_password_set) {
      void prompt(t('texts:pay_password_not_set'), t('prompt.setPayPassword'), PATHS.payPassword);
      return;
    }
    if (draft.kind === 'bank' && !draft.info.bank_card_set) {
      void prompt(t('texts:bank_card_required'), t('prompt.addBankCard'), PATHS.bankCard);
      return;
    }
    setAsking(true);
  };

  /** Sends the withdrawal with the typed password; false when the popup should ask again. */
  const send = async (payPassword: string): Promise<boolean> => {
    const body: TWithdrawRequest = {
      kind: draft.kind,
      currency_id: draft.info.currency_id,
      address_id: draft.kind === 'chain' ? draft.addressId : undefined,
      amount: draft.amount.trim(),
      pay_password: payPassword,
      totp: draft.totp?.trim() || undefined,
    };
    try {
      await mutation.mutateAsync({ body, idempotencyKey: submissionKey.keyFor(body) });
    } catch (error) {
      submissionKey.settle(error);
      if (!(error instanceof ApiError && RETYPE_CODES.has(error.code ?? ''))) setAsking(false);
      return false;
    }
    submissionKey.settle();
    setAsking(false);
    Toast.show({ icon: 'success', content: t('texts:withdraw_submitted') });
    navigate(`${PATHS.fundRecords}?tab=withdraw`, { replace: true });
    return true;
  };

  return { submit, send, asking, close: () => setAsking(false), sending: mutation.isPending };
}
