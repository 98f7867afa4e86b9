// The last look before an option is placed: market, direction, duration, stake, payout and what a
// win returns, with the live price it will open near. Confirm shows progress and cannot be pressed twice.
import { formatRate } from '@platform/shared/format';
import type { ReactNode } from 'react';
import { Button, Popup } from 'antd-mobile';
import { DownCircleOutline, UpCircleOutline } from 'antd-mobile-icons';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Direction } from '../utils/option-math.ts';
import styles from './option.module.css';

export type OptionDraft = {
  symbol: string;
  direction: Direction;
  seconds: number;
  stake: string;
  coin: string;
  profitRatio: string;
  winReturn: string | null;
  price: string;
};

export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.fact}>
      <span>{label}</span>
      <span className={styles.factValue} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

type Props = { draft: OptionDraft | null; submitting: boolean; onConfirm: () => void; onClose: () => void };

export function ConfirmSheet({ draft, submitting, onConfirm, onClose }: Props) {
  const { t } = useTranslation('option');
  const up = draft?.direction === 'up';
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Popup visible={draft !== null} onMaskClick={close} onClose={close} bodyClassName={styles.sheet}>
      {draft ? (
        <div data-testid="option-confirm">
          <div className={styles.sheetGrip} />
          <h2 className={`${styles.sheetTitle} ${up ? styles.up : styles.down}`}>
            {up ? <UpCircleOutline /> : <DownCircleOutline />}
            {t(up ? 'confirm.titleUp' : 'confirm.titleDown', { symbol: draft.symbol })}
          </h2>
          <div className={styles.sheetRows}>
            <Fact label={t('duration')}>{t('secondsShort', { seconds: draft.seconds })}</Fact>
            <Fact label={t('stake')} testId="option-confirm-stake">
              {formatCoin(draft.stake, draft.coin)} {draft.coin}
            </Fact>
            <Fact label={t('payoutRate')}>{formatRate(draft.profitRatio)}</Fact>
            <Fact label={t('winReturn')}>
              <span className={styles.factStrong}>
                {draft.winReturn ? `${formatCoin(draft.winReturn, draft.coin)} ${draft.coin}` : '—'}
              </span>
            </Fact>
            <Fact label={t('currentPrice')}>{draft.price}</Fact>
          </div>
          <p className={styles.muted} style={{ fontSize: 12, marginBottom: 14 }}>
            {t('confirm.rule')}
          </p>
          <div className={styles.sheetButtons}>
            <Button onClick={close} disabled={submitting}>
              {t('cancel')}
            </Button>
            <Button
              loading={submitting}
              onClick={onConfirm}
              style={{
                '--background-color': up ? 'var(--app-color-up)' : 'var(--app-color-down)',
                '--text-color': '#fff',
                '--border-width': '0',
              }}
              data-testid="option-confirm-submit"
            >
              {t('confirm.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}
