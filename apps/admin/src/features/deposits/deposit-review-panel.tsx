// One deposit: what the user declared, the voucher, and, while it is under review, approve with the
// amount to credit (the declared amount for on-chain deposits; USDT for OTC, whose amount is fiat)
// or reject with the reason the user will see. Crediting more than declared needs a reason; a large
// credit needs two admins (four eyes): the first approval waits here for another admin's.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { divAtoms, fromAtoms, isDecimal, toAtoms } from '@platform/shared/money';
import { ZAdminDepositApproveRequest, ZAdminDepositRejectRequest, type TAdminDeposit } from '@platform/shared/schemas/admin';
import { Fields, type Field } from '../../components/fields.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { notify } from '../../components/notices.tsx';
import { ReasonBox, ReviewBox } from '../../components/review-box.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { amountText, orDash, reviewedText, timeText } from '../../lib/format.ts';
import { useReviewActions } from '../../lib/forms.ts';
import { hrefOf, userPath } from '../../lib/router.ts';
import { useSession } from '../../lib/session.ts';
import { otcRatesQuery, useReviewDeposit } from './api.ts';
import { creditedAmountText, creditedCoinOf, declaredAmountText } from './deposit-text.ts';

const CENT_ATOMS = 1_000_000n;

function fieldsOf(deposit: TAdminDeposit): Field[] {
  const fields: Field[] = [
    { label: 'Status', value: <StatusBadge status={deposit.status} /> },
    { label: 'User', value: <a href={hrefOf(userPath(deposit.user_id))}>{deposit.user_email}</a> },
    { label: 'Kind', value: deposit.kind === 'otc' ? 'OTC (fiat)' : 'On-chain' },
    { label: 'Coin', value: deposit.network ? `${deposit.coin} · ${deposit.network}` : deposit.coin },
    { label: 'Amount declared', value: declaredAmountText(deposit) },
    { label: 'Credited', value: creditedAmountText(deposit) },
    { label: 'Submitted', value: timeText(deposit.created_at) },
    { label: 'Reviewed', value: reviewedText(deposit) },
  ];
  if (deposit.kind === 'chain') fields.push({ label: 'Deposit address', value: orDash(deposit.address), mono: true, wide: true });
  if (deposit.kind === 'otc') {
    fields.push(
      { label: 'Account name', value: orDash(deposit.otc_account) },
      { label: 'Bank account number', value: orDash(deposit.otc_bankno), mono: true },
      { label: 'Fiat currency', value: orDash(deposit.otc_fiat) },
      {
        label: 'Transfer type',
        value: deposit.otc_type === 'wire' ? 'Wire' : deposit.otc_type === 'bank' ? 'Bank transfer' : orDash(deposit.otc_type),
      },
    );
  }
  if (deposit.reason) fields.push({ label: 'Reason given', value: deposit.reason, wide: true });
  return fields;
}

/** The USDT an OTC deposit is worth at the published fiat rate, truncated to cents: a starting point, not a verdict. */
function suggestedUsdt(deposit: TAdminDeposit, rate: string | undefined): string | null {
  if (deposit.kind !== 'otc' || !rate || !isDecimal(rate) || toAtoms(rate) <= 0n) return null;
  const usdAtoms = divAtoms(toAtoms(deposit.amount), toAtoms(rate));
  return fromAtoms(usdAtoms - (usdAtoms % CENT_ATOMS));
}

function ReviewActions({ deposit, onDone }: { deposit: TAdminDeposit; onDone: () => void }) {
  const otc = useQuery({ ...otcRatesQuery(), enabled: deposit.kind === 'otc' });
  const firstApproval = deposit.pending_credit;
  const me = useSession().me;
  // The same admin cannot give both approvals: their first one waits for somebody else.
  const ownFirstApproval = firstApproval !== null && firstApproval.by_email === me?.email;
  const [credited, setCredited] = useState(firstApproval?.amount ?? (deposit.kind === 'chain' ? deposit.amount : ''));
  const [reason, setReason] = useState('');
  const coin = creditedCoinOf(deposit);
  const review = useReviewDeposit();
  const { submit, problemOf, busy, pending } = useReviewActions(review, (action, answer) => {
    if (action === 'reject') notify(`Deposit #${deposit.id} rejected`);
    else if (answer.status === 'review') notify(`Deposit #${deposit.id}: first approval recorded, waiting for a second administrator`);
    else notify(`Deposit #${deposit.id} approved: ${amountText(credited)} ${coin} credited`);
    onDone();
  });
  const rate = otc.data?.fiats.find((fiat) => fiat.code === deposit.otc_fiat)?.rate;
  const suggestion = suggestedUsdt(deposit, rate);

  return (
    <div className="review">
      <ReviewBox title={firstApproval ? 'Second approval' : 'Approve'} problem={problemOf('approve')}>
        {firstApproval && (
          <p className="hint" data-testid="first-approval">
            {firstApproval.by_email} approved crediting {amountText(firstApproval.amount)} {coin} on {timeText(firstApproval.at)}
            {firstApproval.reason ? ` (${firstApproval.reason})` : ''}.{' '}
            {ownFirstApproval
              ? 'That was you: another administrator gives the second approval.'
              : 'Approve the same amount to credit it, or reject.'}
          </p>
        )}
        <label className="form-field">
          <span>Amount to credit ({coin})</span>
          <input inputMode="decimal" value={credited} onChange={(event) => setCredited(event.target.value.trim())} placeholder="0.00" />
        </label>
        {deposit.kind === 'otc' && (
          <p className="hint">
            The user declared {declaredAmountText(deposit)}; credit the USDT the bank statement shows to their legal account.
            {suggestion && rate && (
              <>
                {' '}
                At the published rate (1 USD = {rate} {deposit.otc_fiat}) that is {amountText(suggestion)} USDT.{' '}
                <button type="button" className="link-button" onClick={() => setCredited(suggestion)}>
                  Use this amount
                </button>
              </>
            )}
          </p>
        )}
        <label className="form-field">
          <span>Reason (required when crediting more than declared; kept in the audit log)</span>
          <input
            value={reason}
            maxLength={140}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. Bank statement shows a larger transfer"
          />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || ownFirstApproval}
          onClick={() => submit('approve', ZAdminDepositApproveRequest.safeParse({ id: deposit.id, credited_amount: credited, reason }))}
        >
          {pending('approve') ? 'Approving…' : credited ? `Approve and credit ${amountText(credited)} ${coin}` : 'Approve'}
        </button>
      </ReviewBox>
      <ReasonBox
        title="Reject"
        problem={problemOf('reject')}
        placeholder="e.g. The voucher does not show the transfer"
        disabled={busy}
        button={pending('reject') ? 'Rejecting…' : 'Reject'}
        onSubmit={(reason) => submit('reject', ZAdminDepositRejectRequest.safeParse({ id: deposit.id, reason }))}
      />
    </div>
  );
}

export function DepositReviewPanel({ deposit, onClose }: { deposit: TAdminDeposit; onClose: () => void }) {
  return (
    <SidePanel title={`Deposit #${deposit.id}`} onClose={onClose}>
      <Fields fields={fieldsOf(deposit)} />
      <h3 className="section-title">Payment voucher</h3>
      {deposit.voucher ? <PrivateImage name={deposit.voucher} alt="Payment voucher" /> : <p className="muted">No voucher was attached.</p>}
      {deposit.status === 'review' && <ReviewActions key={deposit.id} deposit={deposit} onDone={onClose} />}
    </SidePanel>
  );
}
