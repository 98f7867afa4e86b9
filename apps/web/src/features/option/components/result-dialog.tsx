// The result of an option at expiry: won, lost or tied, the opening and closing prices with the
// ticks that decided them, and what came back.
import { Button, CenterPopup } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, MinusCircleOutline } from 'antd-mobile-icons';
import { Link } from 'wouter';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { formatCoin, formatSignedCoin } from '../../../lib/coin-amounts.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fairTicksPath } from '../../../lib/paths.ts';
import { formatOptionPrice } from '../utils/display.ts';
import { Fact } from './confirm-sheet.tsx';
import { DIALOG_POPUP_STYLE } from './dialog-style.ts';
import styles from './option.module.css';

type Props = { order: TOptionOrder | null; priceDecimals?: number; onClose: () => void };

export function ResultDialog({ order, priceDecimals, onClose }: Props) {
  const { t } = useTranslation('option');
  const result = order?.result ?? 'tie';
  const icon =
    result === 'win' ? (
      <span className={`${styles.resultIcon} ${styles.resultIconWin}`}>
        <CheckCircleFill />
      </span>
    ) : result === 'loss' ? (
      <span className={`${styles.resultIcon} ${styles.resultIconLoss}`}>
        <CloseCircleFill />
      </span>
    ) : (
      <span className={`${styles.resultIcon} ${styles.resultIconTie}`}>
        <MinusCircleOutline />
      </span>
    );
  const profitClass = result === 'win' ? styles.up : result === 'loss' ? styles.down : styles.level;
  return (
    <CenterPopup style={DIALOG_POPUP_STYLE} visible={order !== null} onMaskClick={onClose} bodyClassName={styles.dialog}>
      {order ? (
        <div data-testid="option-result" data-result={result} data-order-id={order.id}>
          {icon}
          <h2 className={styles.dialogTitle} data-testid="option-result-title">
            {t(`resultTitle.${result}`)}
          </h2>
          <p className={`${styles.resultProfit} ${profitClass}`} data-testid="option-result-profit">
            {formatSignedCoin(order.profit ?? '0', order.currency_name)} {order.currency_name}
          </p>
          <div className={styles.sheetRows}>
            <Fact label={t('market.label')}>
              {order.symbol} · {t(order.direction)} · {t('secondsShort', { seconds: order.seconds })}
            </Fact>
            <Fact label={t('openPrice')} testId="option-result-open">
              <Link className={styles.tickLink} to={fairTicksPath(order.symbol, order.open_tick_seq)} onClick={onClose}>
                #{order.open_tick_seq}
              </Link>{' '}
              {formatOptionPrice(order.open_price, priceDecimals)}
            </Fact>
            <Fact label={t('closePrice')} testId="option-result-close">
              {order.close_tick_seq !== null ? (
                <Link className={styles.tickLink} to={fairTicksPath(order.symbol, order.close_tick_seq)} onClick={onClose}>
                  #{order.close_tick_seq}
                </Link>
              ) : null}{' '}
              {formatOptionPrice(order.close_price, priceDecimals)}
            </Fact>
            <Fact label={t('stake')}>
              {formatCoin(order.number, order.currency_name)} {order.currency_name}
            </Fact>
            <Fact label={t('returned')} testId="option-result-return">
              {formatCoin(order.return_amount ?? '0', order.currency_name)} {order.currency_name}
            </Fact>
          </div>
          <div className={styles.resultButtons}>
            <Button
              onClick={() => {
                onClose();
                if (order.close_tick_seq !== null) navigate(fairTicksPath(order.symbol, order.close_tick_seq));
              }}
              disabled={order.close_tick_seq === null}
              data-testid="option-result-verify"
            >
              {t('verify')}
            </Button>
            <Button color="primary" onClick={onClose} data-testid="option-result-ok">
              {t('ok')}
            </Button>
          </div>
        </div>
      ) : null}
    </CenterPopup>
  );
}
