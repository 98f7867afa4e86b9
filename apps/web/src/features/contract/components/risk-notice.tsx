// The risk notice shown before a user's first contract order: what leverage, liquidation and the
// overnight fee mean, accepted with "I understand".
import { formatAmountTrimmed } from '@platform/shared/format';
import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../contract.module.css';

// antd-mobile passes data-* of an action to its button; its type does not list them.
const ACCEPT_TEST_ID = { 'data-testid': 'contract-risk-accept' };

type Props = { visible: boolean; overnightFeeRate: string; onAccept: () => void; onClose: () => void };

export function RiskNotice({ visible, overnightFeeRate, onAccept, onClose }: Props) {
  const { t } = useTranslation('contract');
  return (
    <Dialog
      visible={visible}
      title={t('risk.title')}
      onClose={onClose}
      closeOnAction
      content={
        <div className={styles.riskBody} data-testid="contract-risk-notice">
          <p>{t('risk.leverage')}</p>
          <p>{t('risk.liquidation')}</p>
          <p>{t('risk.overnight', { rate: formatAmountTrimmed(overnightFeeRate, 4, 0) })}</p>
          <p className={styles.riskStrong}>{t('risk.loss')}</p>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('action.cancel'), onClick: onClose },
          { key: 'accept', text: t('risk.accept'), bold: true, onClick: onAccept, ...ACCEPT_TEST_ID },
        ],
      ]}
    />
  );
}
