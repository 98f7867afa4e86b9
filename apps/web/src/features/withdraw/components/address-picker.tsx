// The address book entries for one coin and network, to choose where a withdrawal goes.
import { Button, Popup } from 'antd-mobile';
import { AddOutline, CheckOutline } from 'antd-mobile-icons';
import type { TAddress } from '@platform/shared/schemas/withdraw';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../withdraw.module.css';

type Props = {
  visible: boolean;
  coin: string;
  network: string;
  addresses: TAddress[];
  selectedId: number | undefined;
  onSelect: (address: TAddress) => void;
  onAdd: () => void;
  onClose: () => void;
};

export function AddressPicker({ visible, coin, network, addresses, selectedId, onSelect, onAdd, onClose }: Props) {
  const { t } = useTranslation('withdraw');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} showCloseButton>
      <h2 className={styles.sheetTitle}>{t('picker.title', { coin, network })}</h2>
      {addresses.length === 0 ? (
        <p className="list-empty">{t('picker.empty', { coin, network })}</p>
      ) : (
        <ul className={`option-list ${styles.sheetList}`} data-testid="withdraw-address-options">
          {addresses.map((address) => (
            <li key={address.id}>
              <button
                type="button"
                className="option-list__item"
                onClick={() => onSelect(address)}
                aria-pressed={address.id === selectedId}
                data-testid={`withdraw-address-option-${address.id}`}
              >
                <span className="option-list__main">
                  <span className={styles.addressName}>{address.name}</span>
                  <span className={styles.addressText}>{address.address}</span>
                </span>
                {address.id === selectedId ? <CheckOutline className="option-list__check" /> : <span className="option-list__check" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.sheetActions}>
        <Button block color="primary" fill="outline" onClick={onAdd} data-testid="withdraw-address-add">
          <AddOutline /> {t('picker.add')}
        </Button>
      </div>
    </Popup>
  );
}
