// Transfer between the user's own accounts (/pages/fund/fundTransfer, user/Transfer): from and to
// account (never the same), a coin, an amount up to the from account's available, the fee.
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { ACCOUNT_TYPE, DEBOUNCE_MS, type AccountTypeId } from '@platform/shared/constants';
import { ZTransferRequest } from '@platform/shared/schemas/wallet';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { checkAmount, formatCoin, isPositiveAmount } from '../../lib/coin-amounts.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTransfer, useTransferAccounts, useTransferFee } from './api/transfer.ts';
import type { TTransferAccount } from './api/types.ts';
import { AmountField } from './components/amount-field.tsx';
import { CoinIcon } from './components/coin-icon.tsx';
import { OptionPopup } from './components/option-popup.tsx';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import { SwapIcon } from './components/swap-icon.tsx';
import styles from './components/wallet.module.css';
import { ACCOUNT_IDS, accountNameKey } from './utils/accounts.ts';
import { useDebouncedValue } from './utils/debounce.ts';

const COIN_DEFAULT = 'USDT';
type Picker = 'from' | 'to' | 'coin';

export default function FundTransferPage() {
  const { t } = useTranslation('wallet');
  const accounts = useTransferAccounts();
  let content;
  if (accounts.isPending) content = <RowsSkeleton rows={4} testId="transfer-loading" />;
  else if (!accounts.data)
    content = <LoadFailed testId="transfer-error" retrying={accounts.isFetching} onRetry={() => void accounts.refetch()} />;
  else content = <TransferForm accounts={accounts.data} />;
  return (
    <div className="stack-page">
      <PageNavBar
        title={t('transfer.title')}
        right={
          <button
            type="button"
            className={styles.navLink}
            onClick={() => navigate(PATHS.transferHistory)}
            data-testid="transfer-history-link"
          >
            {t('transfer.history')}
          </button>
        }
      />
      {content}
    </div>
  );
}

function TransferForm({ accounts }: { accounts: TTransferAccount[] }) {
  const { t } = useTranslation('wallet');
  const [fromId, setFromId] = useState<AccountTypeId>(ACCOUNT_TYPE.change);
  const [toId, setToId] = useState<AccountTypeId>(ACCOUNT_TYPE.lever);
  const coinsOfFrom = accounts.find((account) => account.id === fromId)?.balances ?? [];
  const firstCoin = coinsOfFrom.find((coin) => coin.currency_name === COIN_DEFAULT) ?? coinsOfFrom[0];
  const [chosenCoinId, setCoinId] = useState<number | null>(null);
  const coinId = chosenCoinId ?? firstCoin?.currency_id ?? null;
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [picker, setPicker] = useState<Picker | null>(null);
  const submission = useSubmissionKey();
  const transfer = useTransfer();
  const settledAmount = useDebouncedValue(amount.trim(), DEBOUNCE_MS);
  const fee = useTransferFee(coinId, fromId, toId, isPositiveAmount(settledAmount) ? settledAmount : null);

  const balance = coinsOfFrom.find((coin) => coin.currency_id === coinId);
  const coin = balance?.currency_name ?? '';
  const available = balance?.available ?? '0';
  const sameAccount = fromId === toId;
  const amountCheck = checkAmount(amount, { available });
  const amountError = tried && amountCheck ? t(`texts:${amountCheck.key}`, amountCheck.params) : null;

  const swap = () => {
    setFromId(toId);
    setToId(fromId);
  };

  const submit = () => {
    setTried(true);
    const problem = sameAccount ? t('texts:transfer_same_account') : amountCheck ? t(`texts:${amountCheck.key}`, amountCheck.params) : null;
    if (problem || coinId === null) {
      Toast.show({ content: problem ?? t('texts:coin_unknown') });
      return;
    }
    const request = { currency_id: coinId, number: amount.trim(), from_field: fromId, to_field: toId };
    const checked = validateFields(ZTransferRequest, request);
    if ('errors' in checked) {
      Toast.show({ content: Object.values(checked.errors)[0] ?? t('texts:parameter_error') });
      return;
    }
    transfer.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: () => {
          submission.settle();
          setAmount('');
          setTried(false);
          Toast.show({
            content: t('transfer.done', { amount: formatCoin(request.number, coin), coin, account: t(accountNameKey(request.to_field)) }),
          });
        },
        // A refusal is an answer: the next try, with the cause fixed, is a new attempt.
        onError: (error) => submission.settle(error),
      },
    );
  };

  const accountOptions = (other: AccountTypeId) =>
    ACCOUNT_IDS.map((id) => ({ key: id, label: t(accountNameKey(id)), disabled: id === other, testId: `transfer-account-option-${id}` }));

  return (
    <section className={styles.form}>
      <div className={styles.transferCard}>
        <div className={styles.transferSides}>
          <button type="button" className={styles.pickRow} onClick={() => setPicker('from')} data-testid="transfer-from">
            <span className={styles.detailLabel}>{t('transfer.from')}</span>
            <span className={styles.pickValue}>{t(accountNameKey(fromId))}</span>
            <RightOutline className={styles.muted} />
          </button>
          <button type="button" className={styles.pickRow} onClick={() => setPicker('to')} data-testid="transfer-to">
            <span className={styles.detailLabel}>{t('transfer.to')}</span>
            <span className={styles.pickValue}>{t(accountNameKey(toId))}</span>
            <RightOutline className={styles.muted} />
          </button>
        </div>
        <button type="button" className={styles.swapButton} onClick={swap} aria-label={t('transfer.swap')} data-testid="transfer-swap">
          <SwapIcon />
        </button>
      </div>
      {sameAccount ? (
        <p className="form-field__error" data-testid="transfer-same-account">
          {t('texts:transfer_same_account')}
        </p>
      ) : null}
      <div className="form-field">
        <span className="form-field__label">{t('transfer.coin')}</span>
        <button type="button" className={styles.selectBox} onClick={() => setPicker('coin')} data-testid="transfer-coin">
          <CoinIcon name={coin} size={24} />
          <span className={styles.pickValue}>{coin}</span>
          <DownOutline className={styles.muted} />
        </button>
      </div>
      <AmountField
        label={t('transfer.amount')}
        value={amount}
        onChange={setAmount}
        placeholder={t('transfer.amountPlaceholder')}
        unit={coin}
        onAll={() => setAmount(available)}
        error={amountError}
        hint={
          <span data-testid="transfer-available">
            {t('transfer.available', { amount: formatCoin(available, coin), coin, account: t(accountNameKey(fromId)) })}
          </span>
        }
        testId="transfer-amount"
      />
      <p className={styles.feeLine}>
        <span>{t('transfer.fee')}</span>
        <span data-testid="transfer-fee">{fee.data ? `${formatCoin(fee.data.fee, coin)} ${coin}` : '—'}</span>
      </p>
      <Button
        block
        color="primary"
        size="large"
        loading={transfer.isPending}
        disabled={sameAccount || coinId === null}
        onClick={submit}
        data-testid="transfer-submit"
      >
        {t('transfer.submit')}
      </Button>
      <OptionPopup
        visible={picker === 'from' || picker === 'to'}
        title={picker === 'to' ? t('transfer.to') : t('transfer.from')}
        options={accountOptions(picker === 'to' ? fromId : toId)}
        selected={picker === 'to' ? toId : fromId}
        onSelect={(id) => (picker === 'to' ? setToId(id) : setFromId(id))}
        onClose={() => setPicker(null)}
        testId="transfer-account-sheet"
      />
      <OptionPopup
        visible={picker === 'coin'}
        title={t('transfer.coin')}
        options={coinsOfFrom.map((entry) => ({
          key: entry.currency_id,
          label: entry.currency_name,
          icon: <CoinIcon name={entry.currency_name} size={24} />,
          side: formatCoin(entry.available, entry.currency_name),
          testId: `transfer-coin-option-${entry.currency_name}`,
        }))}
        selected={coinId}
        onSelect={setCoinId}
        onClose={() => setPicker(null)}
        testId="transfer-coin-sheet"
      />
    </section>
  );
}
