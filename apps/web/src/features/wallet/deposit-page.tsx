// Deposit (/pages/fund/receive?coin=3&network=TRC20): the platform's address for the coin and
// network with its QR code, the rules (minimum, not credited below it, 10 confirmations), then the
// amount sent and the payment voucher, submitted for review (wallet/charge_req).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { DEPOSIT_CONFIRMATIONS } from '@platform/shared/constants';
import { ZChargeRequest } from '@platform/shared/schemas/deposit';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { checkAmount } from '../../lib/coin-amounts.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation, type Translate } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useUserCoins } from './api/coins.ts';
import { useDepositAddress, useDepositRequest } from './api/deposit.ts';
import type { TDepositAddress } from './api/types.ts';
import { AmountField } from './components/amount-field.tsx';
import { CoinIcon } from './components/coin-icon.tsx';
import { CopyButton } from './components/copy-button.tsx';
import { NetworkSwitch } from './components/network-switch.tsx';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import { ImageUpload, uploadedNameOf, type ImageItem } from '../../components/image-upload.tsx';
import styles from './components/wallet.module.css';
import { parseId } from './utils/params.ts';

const QR_SIZE_PX = 168;

export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const coinId = parseId(params.get('coin'));
  const network = params.get('network') ?? '';
  const coins = useUserCoins();
  const address = useDepositAddress(coinId, network);
  const coin = coins.data?.find((candidate) => candidate.id === coinId);
  const coinName = address.data?.currency_name ?? coin?.name ?? '';

  useEffect(() => {
    // A link without a coin (or with an unknown one) goes back to the coin list.
    if (coinId === null || (coins.data && !coin)) navigate(`${PATHS.fundSelect}?action=deposit`, { replace: true });
  }, [coinId, coins.data, coin]);

  const networks = address.data?.networks ?? coin?.networks ?? [];
  const switchNetwork = (next: string) => setParams({ coin: String(coinId ?? ''), network: next }, { replace: true });

  let body;
  if (address.isPending) body = <RowsSkeleton rows={3} testId="deposit-loading" />;
  else if (!address.data) {
    body = (
      <LoadFailed
        testId="deposit-error"
        retrying={address.isFetching}
        onRetry={() => void address.refetch()}
        title={t('deposit.addressFailed')}
      />
    );
  } else {
    body = (
      <>
        <AddressCard address={address.data} t={t} />
        <DepositForm address={address.data} />
      </>
    );
  }

  return (
    <div className="stack-page">
      <PageNavBar
        title={t('deposit.title', { coin: coinName })}
        right={
          <button
            type="button"
            className={styles.navLink}
            onClick={() => navigate(`${PATHS.fundRecords}?tab=deposit`)}
            data-testid="deposit-records"
          >
            {t('select.records')}
          </button>
        }
      />
      <div className={styles.section}>
        <button
          type="button"
          className={styles.coinBar}
          onClick={() => navigate(`${PATHS.fundSelect}?action=deposit`, { replace: true })}
          data-testid="deposit-switch-coin"
        >
          <CoinIcon name={coinName} size={28} />
          <span className={styles.coinName}>{coinName}</span>
          <span className={styles.navLink}>{t('deposit.switchCoin')}</span>
        </button>
        {networks.length > 0 ? (
          <>
            <p className={styles.label}>{t('deposit.network')}</p>
            <NetworkSwitch
              networks={networks}
              value={address.data?.network ?? network}
              onChange={switchNetwork}
              testIdPrefix="deposit-network"
            />
          </>
        ) : null}
      </div>
      {body}
    </div>
  );
}

function AddressCard({ address, t }: { address: TDepositAddress; t: Translate }) {
  return (
    <section className={styles.card}>
      <div className={styles.qr} data-testid="deposit-qr">
        <QRCodeSVG value={address.address} size={QR_SIZE_PX} marginSize={2} bgColor="#ffffff" fgColor="#000000" title={address.address} />
      </div>
      <p className={styles.label}>{t('deposit.address', { network: address.network })}</p>
      <p className={styles.address} data-testid="deposit-address">
        {address.address}
      </p>
      <CopyButton value={address.address} testId="deposit-copy" label={t('deposit.copyAddress')} />
      <ul className={styles.rules} data-testid="deposit-rules">
        <li>{t('rules.minimum', { minimum: address.minimum, coin: address.currency_name })}</li>
        <li>{t('rules.belowMinimum')}</li>
        <li>{t('rules.confirmations', { confirmations: address.confirmations || DEPOSIT_CONFIRMATIONS })}</li>
        <li>{t('rules.network', { coin: address.currency_name, network: address.network })}</li>
      </ul>
      <button type="button" className={styles.navLink} onClick={() => navigate(PATHS.depositRule)} data-testid="deposit-rule-link">
        {t('rules.more')}
      </button>
    </section>
  );
}

function DepositForm({ address }: { address: TDepositAddress }) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<ImageItem[]>([]);
  const [tried, setTried] = useState(false);
  const submission = useSubmissionKey();
  const deposit = useDepositRequest();

  const input = { currency_id: address.currency_id, network: address.network, amount: amount.trim(), voucher: uploadedNameOf(voucher) };
  const checked = validateFields(ZChargeRequest, input);
  const schemaErrors = 'errors' in checked ? checked.errors : {};
  // The minimum is the coin's (SPEC.md section 9), which the schema does not know.
  const minimumCheck = checkAmount(input.amount, {
    minimum: { amount: address.minimum, key: 'deposit_below_minimum' },
    coin: address.currency_name,
  });
  const problems = {
    amount: minimumCheck ? t(`texts:${minimumCheck.key}`, minimumCheck.params) : schemaErrors.amount || null,
    voucher: schemaErrors.voucher || null,
  };
  const amountError = tried ? problems.amount : null;
  const voucherError = tried ? problems.voucher : null;

  const submit = () => {
    setTried(true);
    const problem = problems.amount ?? problems.voucher;
    if (problem || !('data' in checked)) {
      Toast.show({ content: problem ?? t('texts:parameter_error') });
      return;
    }
    deposit.mutate(
      { request: input, idempotencyKey: submission.keyFor(input) },
      {
        onSuccess: () => {
          submission.settle();
          Toast.show({ content: t('texts:deposit_submitted') });
          navigate(`${PATHS.fundRecords}?tab=deposit`, { replace: true });
        },
        // A refusal is an answer: the next try, with the cause fixed, is a new attempt.
        onError: (error) => submission.settle(error),
      },
    );
  };

  return (
    <section className={styles.form} aria-label={t('deposit.formTitle')}>
      <h2 className={styles.sectionTitle}>{t('deposit.formTitle')}</h2>
      <AmountField
        label={t('deposit.amount')}
        value={amount}
        onChange={setAmount}
        placeholder={t('deposit.amountPlaceholder', { minimum: address.minimum })}
        unit={address.currency_name}
        error={amountError}
        testId="deposit-amount"
      />
      <div className="form-field">
        <span className="form-field__label">{t('deposit.voucher')}</span>
        <ImageUpload value={voucher} onChange={setVoucher} testId="deposit-voucher" />
        {voucherError ? (
          <span className="form-field__error" data-testid="deposit-voucher-error">
            {voucherError}
          </span>
        ) : (
          <span className="form-field__hint">{t('deposit.voucherHint')}</span>
        )}
      </div>
      <Button block color="primary" size="large" loading={deposit.isPending} onClick={submit} data-testid="deposit-submit">
        {t('deposit.submit')}
      </Button>
    </section>
  );
}
