// The withdrawal form of one coin: where the money goes (an address book entry, or the bank card),
// the amount with its fee and what arrives, the 24 h limit, and the submit.
import { useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TAddress, TWithdrawInfo, TWithdrawKind } from '@platform/shared/schemas/withdraw';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { FormField } from '../../../components/form-field.tsx';
import { cleanAmountInput, formatCoin, formatCoinExact, receivedOf } from '../../../lib/coin-amounts.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { addressesQueryOptions } from '../api/addresses.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { legalBalanceQueryOptions, withdrawInfoQueryOptions } from '../api/withdraw-info.ts';
import { chosenAddressId, rememberChosenAddress } from '../chosen-address.ts';
import { useWithdrawSubmit, type WithdrawErrors } from '../use-withdraw-submit.ts';
import styles from '../withdraw.module.css';
import { AddressPicker } from './address-picker.tsx';
import { BankCardSummary } from './bank-card-summary.tsx';
import { ChainDestination } from './chain-destination.tsx';
import { LimitCard } from './limit-card.tsx';
import { FailedState, LoadingState } from './load-states.tsx';
import { PayPasswordPopup } from './pay-password-popup.tsx';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { VerificationPendingBanner } from '../../../components/verify-first.tsx';

type Props = {
  kind: TWithdrawKind;
  coin: TUserCurrency;
  /** The network asked for in the link; the coin's first network when absent or unknown. */
  requestedNetwork: string | null;
  onNetworkChange: (network: string) => void;
  onPickCoin: () => void;
  /** The identity verification is under review: the form may be prepared, and says it is sent once approved. */
  underReview: boolean;
};

function sameNetwork(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Loads what the form needs: the coin's rules, the balance drawn on, the address book. */
export function WithdrawForm(props: Props) {
  const { kind, coin } = props;
  const queryClient = useQueryClient();
  const info = useQuery(withdrawInfoQueryOptions(coin.id));
  const legal = useQuery({ ...legalBalanceQueryOptions(coin.id), enabled: kind === 'bank' });
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: kind === 'chain' });

  const token = useSession((state) => state.token);
  useSocketEvent(SOCKET_EVENTS.balance, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.userCoins(token) });
  });

  const failed = [info, kind === 'bank' ? legal : addresses].find((query) => query.isError);
  if (failed) return <FailedState error={failed.error} onRetry={() => void failed.refetch()} />;
  const available = kind === 'bank' ? legal.data?.available : info.data?.available;
  if (!info.data || available === undefined || (kind === 'chain' && !addresses.data)) return <LoadingState />;
  return <WithdrawFormBody {...props} rules={info.data} available={available} addresses={addresses.data ?? []} />;
}

type BodyProps = Props & { rules: TWithdrawInfo; available: string; addresses: TAddress[] };

function WithdrawFormBody({
  kind,
  coin,
  requestedNetwork,
  onNetworkChange,
  onPickCoin,
  underReview,
  rules,
  available,
  addresses,
}: BodyProps) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [picking, setPicking] = useState(false);
  const [pickedByNetwork, setPickedByNetwork] = useState<Record<string, number>>({});
  const [totp, setTotp] = useState('');

  const networks = rules.networks.length ? rules.networks : coin.networks;
  const network = networks.find((candidate) => requestedNetwork && sameNetwork(candidate, requestedNetwork)) ?? networks[0] ?? '';
  const saved = addresses.filter((entry) => entry.currency_id === coin.id && sameNetwork(entry.network, network));
  const wantedId = pickedByNetwork[network] ?? chosenAddressId(coin.id, network) ?? (saved.length === 1 ? saved[0]?.id : undefined);
  const address = saved.find((entry) => entry.id === wantedId);
  const received = receivedOf(amount, rules.withdraw_fee);
  const withdraw = useWithdrawSubmit(
    { kind, info: rules, available, addressId: address?.id, amount, totp: rules.totp_enabled ? totp : null },
    setErrors,
  );

  const pick = (entry: TAddress) => {
    rememberChosenAddress(coin.id, network, entry.id);
    setPickedByNetwork((current) => ({ ...current, [network]: entry.id }));
    setErrors({ ...errors, address: undefined });
    setPicking(false);
  };
  const typeAmount = (text: string) => {
    setAmount(cleanAmountInput(text));
    if (errors.amount) setErrors({ ...errors, amount: undefined });
  };

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          withdraw.submit();
        }}
      >
        {underReview ? <VerificationPendingBanner action="withdrawal" /> : null}
        {rules.pay_password_set ? null : (
          <button
            type="button"
            className={styles.banner}
            onClick={() => navigate(PATHS.payPassword)}
            data-testid="withdraw-set-pay-password"
          >
            <LockOutline className={styles.bannerIcon} />
            <span className={styles.bannerText}>{t('texts:pay_password_not_set')}</span>
            <span className={styles.bannerAction}>{t('prompt.setPayPassword')}</span>
          </button>
        )}
        {kind === 'chain' ? (
          <ChainDestination
            coin={rules.currency_name}
            networks={networks}
            network={network}
            address={address}
            hasSaved={saved.length > 0}
            error={errors.address}
            onPickCoin={onPickCoin}
            onNetworkChange={onNetworkChange}
            onPickAddress={() => setPicking(true)}
          />
        ) : (
          <div className="form-field">
            <span className="form-field__label">{t('bank.destination')}</span>
            <BankCardSummary cardSet={rules.bank_card_set} />
            <p className="form-field__hint">{t('bank.hint', { coin: rules.currency_name })}</p>
          </div>
        )}

        <FormField id={`${id}-amount`} label={t('form.amount')} error={errors.amount}>
          <input
            id={`${id}-amount`}
            className="text-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('form.amountPlaceholder', { minimum: formatCoin(rules.withdraw_min, rules.currency_name) })}
            value={amount}
            onChange={(event) => typeAmount(event.target.value)}
            aria-invalid={Boolean(errors.amount) || undefined}
            aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
            data-testid="withdraw-amount"
          />
          <span className={styles.unit}>{rules.currency_name}</span>
          <button type="button" className="send-code-button" onClick={() => typeAmount(available)} data-testid="withdraw-all">
            {t('form.all')}
          </button>
        </FormField>

        <dl className={styles.lines}>
          <div>
            <dt>{kind === 'bank' ? t('form.availableLegal') : t('form.available')}</dt>
            <dd data-testid="withdraw-available">
              {formatCoin(available, rules.currency_name)} {rules.currency_name}
            </dd>
          </div>
          <div>
            <dt>{t('form.minimum')}</dt>
            <dd>
              {formatCoin(rules.withdraw_min, rules.currency_name)} {rules.currency_name}
            </dd>
          </div>
          <div>
            <dt>{t('form.fee')}</dt>
            <dd data-testid="withdraw-fee">
              {formatCoin(rules.withdraw_fee, rules.currency_name)} {rules.currency_name}
            </dd>
          </div>
          <div className={styles.receivedLine}>
            <dt>{t('form.received')}</dt>
            <dd data-testid="withdraw-received">{received ? `${formatCoinExact(received)} ${rules.currency_name}` : '--'}</dd>
          </div>
        </dl>

        <LimitCard info={rules} underReview={underReview} />

        {rules.totp_enabled ? (
          <SecondFactorField
            id={`${id}-totp`}
            value={totp}
            onValueChange={(next) => {
              setTotp(next);
              if (errors.totp) setErrors({ ...errors, totp: undefined });
            }}
            error={errors.totp}
            testId="withdraw-totp"
          />
        ) : null}

        <Button type="submit" color="primary" size="large" block loading={withdraw.sending} data-testid="withdraw-submit">
          {t('form.submit')}
        </Button>
        <p className={styles.notice}>{t('form.notice')}</p>
      </form>
      <AddressPicker
        visible={picking}
        coin={rules.currency_name}
        network={network}
        addresses={saved}
        selectedId={address?.id}
        onSelect={pick}
        onAdd={() => navigate(`${PATHS.addAddress}?coin=${coin.id}&network=${encodeURIComponent(network)}`)}
        onClose={() => setPicking(false)}
      />
      <PayPasswordPopup
        visible={withdraw.asking}
        busy={withdraw.sending}
        summary={
          <>
            <span className={styles.summaryAmount}>
              {formatCoinExact(amount || '0')} {rules.currency_name}
            </span>
            <span className={styles.summaryLine}>
              {t('payPopup.receive', { amount: received ? formatCoinExact(received) : '--', coin: rules.currency_name })}
            </span>
          </>
        }
        onFill={withdraw.send}
        onClose={withdraw.close}
      />
    </>
  );
}
