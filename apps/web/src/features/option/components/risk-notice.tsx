// The risk notice shown before a user's first option (payout, loss of the stake, a tie returns it);
// accepting it is remembered on this device, so it does not stand between a trader and every order.
import { useState } from 'react';
import { Button, CenterPopup, Checkbox } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { DIALOG_POPUP_STYLE } from './dialog-style.ts';
import styles from './option.module.css';

const STORAGE_KEY_RISK_ACCEPTED = 'optionRiskAccepted';

export function riskAccepted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY_RISK_ACCEPTED) === '1';
  } catch {
    return false;
  }
}

function rememberRiskAccepted(): void {
  try {
    window.localStorage.setItem(STORAGE_KEY_RISK_ACCEPTED, '1');
  } catch {
    // Storage unavailable: the notice shows again next visit, which is the safe side.
  }
}

type Props = { visible: boolean; payoutPercent: string | null; onAccept: () => void; onClose: () => void };

export function RiskNotice({ visible, payoutPercent, onAccept, onClose }: Props) {
  const { t } = useTranslation('option');
  const [checked, setChecked] = useState(false);
  const accept = () => {
    rememberRiskAccepted();
    onAccept();
  };
  return (
    <CenterPopup style={DIALOG_POPUP_STYLE} visible={visible} onMaskClick={onClose} bodyClassName={styles.dialog} destroyOnClose>
      <div data-testid="option-risk">
        <h2 className={styles.dialogTitle}>{t('risk.title')}</h2>
        <ul className={styles.riskList}>
          <li>{t('risk.payout', { percent: payoutPercent ?? '—' })}</li>
          <li>{t('risk.loss')}</li>
          <li>{t('risk.tie')}</li>
          <li>{t('risk.prices')}</li>
        </ul>
        <Checkbox
          checked={checked}
          onChange={setChecked}
          className={styles.riskCheck}
          // antd-mobile's 17px label outsized the notice it confirms.
          style={{ '--font-size': '14px', '--icon-size': '20px' }}
          data-testid="option-risk-check"
        >
          {t('risk.understand')}
        </Checkbox>
        <div className={styles.sheetButtons}>
          <Button onClick={onClose} data-testid="option-risk-cancel">
            {t('cancel')}
          </Button>
          <Button color="primary" disabled={!checked} onClick={accept} data-testid="option-risk-accept">
            {t('risk.accept')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
