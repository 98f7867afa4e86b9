// OTC fiat deposit (/pages/otc/otc): the platform's bank to wire to, then the payer's details and
// the amount in a fiat, submitted for review (otc/recharge); credited in USDT to the fiat account.
// Bank and wire transfers take 1-3 business days (SPEC.md section 9). Fiat deposits need a verified
// identity: an unverified user is told so first; the form typed while the verification is under
// review survives the 998 answer's trip to the verification screen and back.
import { useEffect, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { ZOtcRechargeRequest } from '@platform/shared/schemas/deposit';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { VerificationPendingBanner, VerifyFirst } from '../../components/verify-first.tsx';
import { fiatToUsd, formatMoney } from '../../lib/coin-amounts.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useVerificationGate } from '../../lib/verification.ts';
import { useOtcInfo, useOtcRecharge, type OtcRequest } from './api/otc.ts';
import { useWalletToken } from './api/refresh.ts';
import { draftOf, useOtcDraftStore } from './otc-draft.ts';
import type { TOtcInfo } from './api/types.ts';
import { AmountField, TextField } from './components/amount-field.tsx';
import { CopyButton } from './components/copy-button.tsx';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import { ImageUpload, uploadedNameOf, type ImageItem } from '../../components/image-upload.tsx';
import styles from './components/wallet.module.css';

const BANK_FIELDS = ['account_name', 'account_number', 'bank_name', 'swift_code'] as const;
const TRANSFER_TYPES = ['bank', 'wire'] as const;
/** The lengths ZOtcRechargeRequest accepts. */
const OTC_ACCOUNT_LENGTH_MAX = 100;
const OTC_BANKNO_LENGTH_MAX = 64;

export default function OtcPage() {
  const { t } = useTranslation('wallet');
  const info = useOtcInfo();
  const verification = useVerificationGate();
  let content;
  if (info.isPending || verification.query.isPending) content = <RowsSkeleton rows={4} testId="otc-loading" />;
  else if (!info.data) content = <LoadFailed testId="otc-error" retrying={info.isFetching} onRetry={() => void info.refetch()} />;
  else if (!verification.query.data) {
    content = <LoadFailed testId="otc-error" retrying={verification.query.isFetching} onRetry={() => void verification.query.refetch()} />;
  } else if (verification.gate === 'verify')
    content = <VerifyFirst action="fiat" failed={verification.query.data.real_status === 'failed'} />;
  else content = <OtcContent info={info.data} underReview={verification.gate === 'pending'} />;
  return (
    <div className="stack-page">
      <PageNavBar
        title={t('otc.title')}
        right={
          <button
            type="button"
            className={styles.navLink}
            onClick={() => navigate(`${PATHS.fundRecords}?tab=deposit`)}
            data-testid="otc-records"
          >
            {t('select.records')}
          </button>
        }
      />
      {content}
    </div>
  );
}

function OtcContent({ info, underReview }: { info: TOtcInfo; underReview: boolean }) {
  const { t } = useTranslation('wallet');
  const token = useWalletToken();
  const [kept] = useState(() => draftOf(token));
  const [fiatCode, setFiatCode] = useState(kept?.fiatCode ?? info.fiats[0]?.code ?? '');
  const [amount, setAmount] = useState(kept?.amount ?? '');
  const [account, setAccount] = useState(kept?.account ?? '');
  const [bankno, setBankno] = useState(kept?.bankno ?? '');
  const [type, setType] = useState<OtcRequest['type']>(kept?.type ?? 'bank');
  const [voucher, setVoucher] = useState<ImageItem[]>(kept?.voucher ?? []);
  const keepDraft = useOtcDraftStore((state) => state.keep);
  const clearDraft = useOtcDraftStore((state) => state.clear);
  useEffect(() => {
    keepDraft(token, { fiatCode, amount, account, bankno, type, voucher });
  }, [keepDraft, token, fiatCode, amount, account, bankno, type, voucher]);
  const [tried, setTried] = useState(false);
  const submission = useSubmissionKey();
  const recharge = useOtcRecharge();
  const fiat = info.fiats.find((candidate) => candidate.code === fiatCode);
  const usdt = fiat ? fiatToUsd(amount, fiat.rate) : null;

  const voucherRef = uploadedNameOf(voucher);
  const input: OtcRequest = {
    account: account.trim(),
    amount: amount.trim(),
    currency: fiatCode,
    bankno: bankno.trim(),
    type,
    ...(voucherRef ? { voucher: voucherRef } : {}),
  };
  const checked = validateFields(ZOtcRechargeRequest, input);
  const fieldErrors = 'errors' in checked ? checked.errors : {};
  const errors = {
    amount: fieldErrors.amount || null,
    account: fieldErrors.account || null,
    bankno: fieldErrors.bankno || null,
  };
  const shown = (error: string | null) => (tried ? error : null);

  const submit = () => {
    setTried(true);
    if ('errors' in checked) {
      // The first problem on screen, top to bottom.
      const other = Object.values(checked.errors)[0];
      Toast.show({ content: errors.amount ?? errors.account ?? errors.bankno ?? other ?? t('texts:parameter_error') });
      return;
    }
    recharge.mutate(
      { request: input, idempotencyKey: submission.keyFor(input) },
      {
        onSuccess: () => {
          submission.settle();
          clearDraft();
          Toast.show({ content: t('texts:deposit_submitted') });
          navigate(`${PATHS.fundRecords}?tab=deposit`, { replace: true });
        },
        // A refusal is an answer: the next try, with the cause fixed, is a new attempt.
        onError: (error) => submission.settle(error),
      },
    );
  };

  return (
    <>
      {underReview ? (
        <div className={styles.bannerSlot}>
          <VerificationPendingBanner action="fiat" />
        </div>
      ) : null}
      <section className={styles.card} data-testid="otc-bank">
        <h2 className={styles.cardTitle}>{t('otc.bankTitle')}</h2>
        <p className={styles.hint}>{t('otc.bankHint')}</p>
        {BANK_FIELDS.map((field) => (
          <div key={field} className={styles.detailRow}>
            <span className={styles.detailLabel}>{t(`otc.bank.${field}`)}</span>
            <span className={styles.detailValue} data-testid={`otc-bank-${field}`}>
              {info.bank[field]}
            </span>
            <CopyButton value={info.bank[field]} testId={`otc-copy-${field}`} />
          </div>
        ))}
      </section>
      <section className={styles.form}>
        <h2 className={styles.sectionTitle}>{t('otc.formTitle')}</h2>
        <div className="form-field">
          <span className="form-field__label">{t('otc.fiat')}</span>
          <div className={styles.chips} role="radiogroup">
            {info.fiats.map((entry) => (
              <button
                key={entry.code}
                type="button"
                role="radio"
                aria-checked={entry.code === fiatCode}
                className={`${styles.chip} ${entry.code === fiatCode ? styles.chipActive : ''}`}
                onClick={() => setFiatCode(entry.code)}
                data-testid={`otc-fiat-${entry.code}`}
              >
                {entry.code}
              </button>
            ))}
          </div>
        </div>
        <AmountField
          label={t('otc.amount')}
          value={amount}
          onChange={setAmount}
          placeholder={t('otc.amountPlaceholder')}
          unit={fiat ? `${fiat.symbol} ${fiat.code}` : fiatCode}
          hint={usdt ? t('otc.credited', { amount: formatMoney(usdt) }) : t('otc.creditedHint')}
          error={shown(errors.amount)}
          testId="otc-amount"
        />
        <TextField
          label={t('otc.account')}
          value={account}
          onChange={setAccount}
          placeholder={t('otc.accountPlaceholder')}
          error={shown(errors.account)}
          maxLength={OTC_ACCOUNT_LENGTH_MAX}
          testId="otc-account"
        />
        <TextField
          label={t('otc.bankno')}
          value={bankno}
          onChange={setBankno}
          placeholder={t('otc.banknoPlaceholder')}
          error={shown(errors.bankno)}
          maxLength={OTC_BANKNO_LENGTH_MAX}
          testId="otc-bankno"
        />
        <div className="form-field">
          <span className="form-field__label">{t('otc.type')}</span>
          <div className="segmented" role="radiogroup">
            {TRANSFER_TYPES.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={option === type}
                className={`segmented__item${option === type ? ' segmented__item--active' : ''}`}
                onClick={() => setType(option)}
                data-testid={`otc-type-${option}`}
              >
                {t(`otc.types.${option}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="form-field">
          <span className="form-field__label">{t('otc.voucher')}</span>
          <ImageUpload value={voucher} onChange={setVoucher} testId="otc-voucher" />
        </div>
        <p className={styles.note} data-testid="otc-note">
          {t('otc.note', { days: info.business_days })}
        </p>
        <Button block color="primary" size="large" loading={recharge.isPending} onClick={submit} data-testid="otc-submit">
          {t('otc.submit')}
        </Button>
      </section>
    </>
  );
}
