// One withdrawal: where the money goes, the amounts (asked, fee, received, BTC value against the
// 24 h limit) and, while it is under review, approve with the transaction reference of the payout
// or reject with the reason the user will see.
import { useState } from 'react';
import {
  TX_REF_LENGTH_MAX,
  ZAdminWithdrawalApproveRequest,
  ZAdminWithdrawalRejectRequest,
  type TAdminWithdrawal,
} from '@platform/shared/schemas/admin';
import { Fields, type Field } from '../../components/fields.tsx';
import { notify } from '../../components/notices.tsx';
import { ReasonBox, ReviewBox } from '../../components/review-box.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { amountText, orDash, reviewedText, timeText } from '../../lib/format.ts';
import { useReviewActions } from '../../lib/forms.ts';
import { hrefOf, userPath } from '../../lib/router.ts';
import { useReviewWithdrawal } from './api.ts';

/** The address, or the bank account, the payout goes to. */
export function destinationText(withdrawal: TAdminWithdrawal): string {
  if (withdrawal.kind === 'bank') return withdrawal.bank ? `${withdrawal.bank.bank_name} ${withdrawal.bank.account_number}` : '—';
  return orDash(withdrawal.address);
}

function fieldsOf(withdrawal: TAdminWithdrawal): Field[] {
  const coin = withdrawal.coin;
  const fields: Field[] = [
    { label: 'Status', value: <StatusBadge status={withdrawal.status} /> },
    { label: 'User', value: <a href={hrefOf(userPath(withdrawal.user_id))}>{withdrawal.user_email}</a> },
    { label: 'Kind', value: withdrawal.kind === 'bank' ? 'Bank (fiat)' : 'On-chain' },
    { label: 'Coin', value: withdrawal.kind === 'bank' ? coin : `${coin} · ${withdrawal.network}` },
    { label: 'Amount', value: `${amountText(withdrawal.amount)} ${coin}` },
    { label: 'Fee', value: `${amountText(withdrawal.fee)} ${coin}` },
    { label: 'To pay out', value: <strong>{`${amountText(withdrawal.received)} ${coin}`}</strong> },
    { label: 'BTC value', value: `${amountText(withdrawal.value_btc)} BTC` },
    { label: 'Submitted', value: timeText(withdrawal.created_at) },
    { label: 'Reviewed', value: reviewedText(withdrawal) },
  ];
  if (withdrawal.kind === 'chain') fields.push({ label: 'Address', value: orDash(withdrawal.address), mono: true, wide: true });
  if (withdrawal.bank) {
    fields.push(
      { label: 'Account holder', value: orDash(withdrawal.bank.holder_name) },
      { label: 'Bank', value: orDash(withdrawal.bank.bank_name) },
      { label: 'Account number', value: orDash(withdrawal.bank.account_number), mono: true, wide: true },
    );
  }
  if (withdrawal.tx_ref) fields.push({ label: 'Transaction reference', value: withdrawal.tx_ref, mono: true, wide: true });
  if (withdrawal.reason) fields.push({ label: 'Reason given', value: withdrawal.reason, wide: true });
  return fields;
}

function ReviewActions({ withdrawal, onDone }: { withdrawal: TAdminWithdrawal; onDone: () => void }) {
  const [txRef, setTxRef] = useState('');
  const review = useReviewWithdrawal();
  const { submit, showProblem, problemOf, busy, pending } = useReviewActions(review, (action) => {
    notify(
      action === 'approve'
        ? `Withdrawal #${withdrawal.id} approved as paid`
        : `Withdrawal #${withdrawal.id} rejected, ${amountText(withdrawal.amount)} ${withdrawal.coin} returned to the user`,
    );
    onDone();
  });

  const approve = () => {
    const parsed = ZAdminWithdrawalApproveRequest.safeParse({ id: withdrawal.id, tx_ref: txRef });
    if (!parsed.success && !txRef.trim()) return showProblem('approve', 'Please enter the transaction reference of the payout.');
    submit('approve', parsed);
  };

  return (
    <div className="review">
      <ReviewBox title="Approve" problem={problemOf('approve')}>
        <label className="form-field">
          <span>{withdrawal.kind === 'bank' ? 'Bank transfer reference' : 'Transaction hash'}</span>
          <input value={txRef} maxLength={TX_REF_LENGTH_MAX} onChange={(event) => setTxRef(event.target.value)} className="mono" />
        </label>
        <p className="hint">
          Send {amountText(withdrawal.received)} {withdrawal.coin} first; approving records the payout and cannot be undone.
        </p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={approve}>
          {pending('approve') ? 'Approving…' : 'Approve as paid'}
        </button>
      </ReviewBox>
      <ReasonBox
        title="Reject"
        problem={problemOf('reject')}
        placeholder="e.g. The address could not be verified"
        disabled={busy}
        button={pending('reject') ? 'Rejecting…' : 'Reject and return the funds'}
        onSubmit={(reason) => submit('reject', ZAdminWithdrawalRejectRequest.safeParse({ id: withdrawal.id, reason }))}
      />
    </div>
  );
}

export function WithdrawalReviewPanel({ withdrawal, onClose }: { withdrawal: TAdminWithdrawal; onClose: () => void }) {
  return (
    <SidePanel title={`Withdrawal #${withdrawal.id}`} onClose={onClose}>
      <Fields fields={fieldsOf(withdrawal)} />
      {withdrawal.status === 'review' && <ReviewActions key={withdrawal.id} withdrawal={withdrawal} onDone={onClose} />}
    </SidePanel>
  );
}
