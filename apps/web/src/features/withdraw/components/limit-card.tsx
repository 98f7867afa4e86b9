// The 24 h withdrawal limit of the user's verification tier (SPEC.md section 6). The rule is in BTC;
// the card shows it in the form's coin (valued at the last recorded prices) and says so, and in BTC
// only while the coin has no price yet. The tier opens the verification screen.
import { ProgressBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TWithdrawInfo } from '@platform/shared/schemas/withdraw';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import styles from '../withdraw.module.css';

const LIMIT_COIN = 'BTC';

/** How much of the limit is used, 0-100; a display ratio, never an amount. */
function usedPercent(used: string, limit: string): number {
  if (!isDecimal(used) || !isDecimal(limit) || toAtoms(limit) <= 0n) return 0;
  return Math.min(100, Number((toAtoms(used) * 100n) / toAtoms(limit)));
}

/** The three amounts in the form's coin when the server could price them, else in BTC. */
function shownAmounts(info: TWithdrawInfo) {
  const { limit_24h_coin: limit, used_24h_coin: used, remaining_24h_coin: remaining } = info;
  if (limit !== null && used !== null && remaining !== null) return { coin: info.currency_name, limit, used, remaining };
  return { coin: LIMIT_COIN, limit: info.limit_24h_btc, used: info.used_24h_btc, remaining: info.remaining_24h_btc };
}

export function LimitCard({ info, underReview }: { info: TWithdrawInfo; underReview: boolean }) {
  const { t } = useTranslation('withdraw');
  const shown = shownAmounts(info);
  const tierKey = info.tier ?? (underReview ? 'pending' : 'none');
  return (
    <section className={styles.card} data-testid="withdraw-limit">
      <div className={styles.cardHead}>
        <span>{t('limit.title')}</span>
        <button type="button" className={styles.tier} onClick={() => navigate(PATHS.realName)} data-testid="withdraw-limit-tier">
          {t(`limit.tier.${tierKey}`)}
          <RightOutline className={styles.tierArrow} />
        </button>
      </div>
      <ProgressBar percent={usedPercent(shown.used, shown.limit)} className={styles.limitBar} />
      <dl className={styles.lines}>
        <div>
          <dt>{t('limit.used')}</dt>
          <dd>
            {t('limit.ofLimit', { used: formatCoin(shown.used, shown.coin), limit: formatCoin(shown.limit, shown.coin), coin: shown.coin })}
          </dd>
        </div>
        <div>
          <dt>{t('limit.remaining')}</dt>
          <dd data-testid="withdraw-limit-remaining">
            {t('limit.amount', { amount: formatCoin(shown.remaining, shown.coin), coin: shown.coin })}
          </dd>
        </div>
      </dl>
      {shown.coin === LIMIT_COIN || info.tier === null ? null : (
        <p className={styles.limitRule}>{t('limit.rule', { limit: formatCoin(info.limit_24h_btc, LIMIT_COIN), coin: shown.coin })}</p>
      )}
    </section>
  );
}
