// Where an on-chain withdrawal goes: the coin, its network and an entry of the address book.
import { useId } from 'react';
import { Selector } from 'antd-mobile';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import type { TAddress } from '@platform/shared/schemas/withdraw';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../withdraw.module.css';

type Props = {
  coin: string;
  networks: string[];
  network: string;
  address: TAddress | undefined;
  /** Whether the address book holds any entry for this coin and network. */
  hasSaved: boolean;
  error: string | undefined;
  onPickCoin: () => void;
  onNetworkChange: (network: string) => void;
  onPickAddress: () => void;
};

export function ChainDestination({ coin, networks, network, address, hasSaved, error, onPickCoin, onNetworkChange, onPickAddress }: Props) {
  const { t } = useTranslation('withdraw');
  const errorId = `${useId()}-address-error`;
  return (
    <>
      <div className="form-field">
        <span className="form-field__label">{t('form.coin')}</span>
        <button type="button" className={styles.pickRow} onClick={onPickCoin} data-testid="withdraw-coin">
          <span className={styles.coinMark} aria-hidden>
            {coin.slice(0, 1)}
          </span>
          <span className={styles.pickMain}>
            <span className={styles.pickTitle}>{coin}</span>
          </span>
          <RightOutline className={styles.pickArrow} />
        </button>
      </div>
      <div className="form-field">
        <span className="form-field__label">{t('form.network')}</span>
        <Selector
          className={styles.selector}
          columns={3}
          options={networks.map((name) => ({ label: name, value: name }))}
          value={[network]}
          onChange={(values) => values[0] && onNetworkChange(values[0])}
          data-testid="withdraw-network"
        />
      </div>
      <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
        <span className="form-field__label">{t('form.address')}</span>
        <button
          type="button"
          className={styles.pickRow}
          onClick={onPickAddress}
          aria-describedby={error ? errorId : undefined}
          data-testid="withdraw-address-picker"
        >
          <EnvironmentOutline className={styles.pickIcon} />
          <span className={styles.pickMain}>
            {address ? (
              <>
                <span className={styles.pickTitle}>{address.name}</span>
                <span className={styles.addressText} data-testid="withdraw-address-chosen">
                  {address.address}
                </span>
              </>
            ) : (
              <span className={styles.pickPlaceholder}>{hasSaved ? t('form.chooseAddress') : t('form.noAddress')}</span>
            )}
          </span>
          <RightOutline className={styles.pickArrow} />
        </button>
        {error ? (
          <p className="form-field__error" role="alert" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
