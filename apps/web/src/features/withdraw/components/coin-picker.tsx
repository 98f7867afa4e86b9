// The coins a user can withdraw, with what the coin account holds of each.
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../withdraw.module.css';

type Props = {
  visible: boolean;
  coins: TUserCurrency[];
  selectedId: number | undefined;
  onSelect: (coin: TUserCurrency) => void;
  onClose: () => void;
};

export function CoinPicker({ visible, coins, selectedId, onSelect, onClose }: Props) {
  const { t } = useTranslation('withdraw');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} showCloseButton>
      <h2 className={styles.sheetTitle}>{t('coinPicker.title')}</h2>
      <ul className={`option-list ${styles.sheetList}`}>
        {coins.map((coin) => (
          <li key={coin.id}>
            <button
              type="button"
              className="option-list__item"
              onClick={() => onSelect(coin)}
              aria-pressed={coin.id === selectedId}
              data-testid={`withdraw-coin-option-${coin.name}`}
            >
              <span className="option-list__badge">{coin.name.slice(0, 4)}</span>
              <span className="option-list__main">{coin.name}</span>
              <span className="option-list__side">{t('coinPicker.available', { amount: formatCoin(coin.available, coin.name) })}</span>
              {coin.id === selectedId ? <CheckOutline className="option-list__check" /> : <span className="option-list__check" />}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
