// Withdrawal (/pages/fund/withdraw?coin=3&network=TRC20, or &kind=bank): on-chain to an address of
// the address book, or in USDT from the fiat account to the user's bank card (SPEC.md sections 5-7).
// An unverified user is told to verify first, before the screen asks for an address or a pay password.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UnorderedListOutline } from 'antd-mobile-icons';
import type { TWithdrawKind } from '@platform/shared/schemas/withdraw';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { VerifyFirst } from '../../components/verify-first.tsx';
import { goBack, navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useVerificationGate } from '../../lib/verification.ts';
import { coinsQueryOptions } from './api/coins.ts';
import { CoinPicker } from './components/coin-picker.tsx';
import { FailedState, LoadingState } from './components/load-states.tsx';
import { WithdrawForm } from './components/withdraw-form.tsx';
import { useCloseDialogsOnLeave } from './use-close-dialogs.ts';
import styles from './withdraw.module.css';

/** Bank withdrawals pay out USDT from the legal account (the wallet brief's decision). */
const BANK_COIN = 'USDT';
const KINDS: readonly TWithdrawKind[] = ['chain', 'bank'];
const RECORDS_PATH = `${PATHS.fundRecords}?tab=withdraw`;

type Params = { kind: TWithdrawKind; coin: string | null; network: string | null };

function withdrawPath({ kind, coin, network }: Params): string {
  const query = new URLSearchParams();
  if (coin) query.set('coin', coin);
  if (network) query.set('network', network);
  if (kind === 'bank') query.set('kind', 'bank');
  const text = query.toString();
  return text ? `${PATHS.withdraw}?${text}` : PATHS.withdraw;
}

function coinFor(coins: TUserCurrency[], kind: TWithdrawKind, requested: string | null): TUserCurrency | undefined {
  if (kind === 'bank') return coins.find((coin) => coin.name === BANK_COIN);
  return coins.find((coin) => String(coin.id) === requested) ?? coins[0];
}

export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  useCloseDialogsOnLeave();
  const search = new URLSearchParams(useHashSearch());
  const params: Params = {
    kind: search.get('kind') === 'bank' ? 'bank' : 'chain',
    coin: search.get('coin'),
    network: search.get('network'),
  };
  const coins = useQuery(coinsQueryOptions(useSession((state) => state.token)));
  const verification = useVerificationGate();
  const [pickingCoin, setPickingCoin] = useState(false);
  const coin = coins.data ? coinFor(coins.data, params.kind, params.coin) : undefined;
  // Changing the coin, network or kind rewrites this entry, so back still leaves the screen.
  const change = (next: Partial<Params>) => navigate(withdrawPath({ ...params, ...next }), { replace: true });

  return (
    <div className="stack-page">
      <PageNavBar
        title={t('title')}
        onBack={() => goBack(PATHS.assets)}
        right={
          <button
            type="button"
            className="icon-button"
            onClick={() => navigate(RECORDS_PATH)}
            aria-label={t('records')}
            data-testid="withdraw-records"
          >
            <UnorderedListOutline />
          </button>
        }
      />
      {verification.query.isError ? (
        <FailedState error={verification.query.error} onRetry={() => void verification.query.refetch()} />
      ) : verification.gate === null ? (
        <LoadingState />
      ) : verification.gate === 'verify' ? (
        <VerifyFirst action="withdrawal" failed={verification.query.data?.real_status === 'failed'} />
      ) : (
        <>
          <div className={`segmented ${styles.kinds}`} role="tablist">
            {KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={params.kind === kind}
                className={params.kind === kind ? 'segmented__item segmented__item--active' : 'segmented__item'}
                onClick={() => change({ kind })}
                data-testid={`withdraw-kind-${kind}`}
              >
                {t(`kind.${kind}`)}
              </button>
            ))}
          </div>
          {coins.isError ? (
            <FailedState error={coins.error} onRetry={() => void coins.refetch()} />
          ) : !coins.data ? (
            <LoadingState />
          ) : !coin ? (
            <p className="list-empty">{t('noCoins')}</p>
          ) : (
            <WithdrawForm
              key={`${params.kind}:${coin.id}`}
              kind={params.kind}
              coin={coin}
              requestedNetwork={params.network}
              onNetworkChange={(network) => change({ network })}
              onPickCoin={() => setPickingCoin(true)}
              underReview={verification.gate === 'pending'}
            />
          )}
        </>
      )}
      <div className={styles.footerLink}>
        <button type="button" className={styles.textButton} onClick={() => navigate(RECORDS_PATH)} data-testid="withdraw-records-link">
          {t('recordsLink')}
        </button>
      </div>
      <CoinPicker
        visible={pickingCoin}
        coins={coins.data ?? []}
        selectedId={coin?.id}
        onSelect={(picked) => {
          setPickingCoin(false);
          change({ coin: String(picked.id), network: null });
        }}
        onClose={() => setPickingCoin(false)}
      />
    </div>
  );
}
