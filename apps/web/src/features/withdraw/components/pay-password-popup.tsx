// Asks for the 6-digit pay password before a withdrawal is sent: the passcode cells with the app's
// number keyboard on a phone, and the physical keyboard on a desktop.
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CenterPopup, DotLoading, NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { PAY_PASSWORD_LENGTH } from '../pay-password-rules.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import styles from '../withdraw.module.css';

type Props = {
  visible: boolean;
  summary: ReactNode;
  busy: boolean;
  /** Resolves false when the password was refused: the cells clear for another try. */
  onFill: (password: string) => Promise<boolean>;
  onClose: () => void;
};

export function PayPasswordPopup({ visible, summary, busy, onFill, onClose }: Props) {
  const { t } = useTranslation('withdraw');
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);
  const input = useRef<PasscodeInputRef | null>(null);
  // Focus as soon as the cells exist, so digits typed during the opening animation are not lost.
  const attachInput = useCallback((handle: PasscodeInputRef | null) => {
    input.current = handle;
    handle?.focus();
  }, []);

  const change = (next: string) => {
    if (busy) return;
    setRefused(false);
    setValue(next.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH));
  };
  const fill = async (password: string) => {
    if (busy) return;
    const accepted = await onFill(password);
    if (!accepted) {
      setValue('');
      setRefused(true);
      input.current?.focus();
    }
  };
  const typeOnKeyboard = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) change(value + event.key);
    else if (event.key === 'Backspace') change(value.slice(0, -1));
    else return;
    event.preventDefault();
  };

  return (
    <CenterPopup
      visible={visible}
      onClose={onClose}
      afterClose={() => {
        setValue('');
        setRefused(false);
      }}
      destroyOnClose
      role="dialog"
      style={{ '--min-width': 'min(320px, 92vw)', '--max-width': '92vw' }}
    >
      <div className={styles.passcodeBox} onKeyDown={typeOnKeyboard} data-testid="pay-password-popup">
        <div className={styles.passcodeHead}>
          <h2 className={styles.passcodeTitle}>{t('payPopup.title')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('payPopup.close')}>
            <CloseOutline />
          </button>
        </div>
        <div className={styles.passcodeSummary}>{summary}</div>
        <PasscodeInput
          ref={attachInput}
          length={PAY_PASSWORD_LENGTH}
          seperated
          value={value}
          error={refused}
          onChange={change}
          onFill={(password) => void fill(password)}
          keyboard={<NumberKeyboard data-testid="pay-password-keyboard" />}
          data-testid="pay-password-input"
        />
        <div className={styles.passcodeFoot}>
          {busy ? (
            <span className={styles.passcodeBusy}>
              <DotLoading color="primary" /> {t('payPopup.sending')}
            </span>
          ) : (
            <button type="button" className={styles.textButton} onClick={() => navigate(PATHS.payPassword)}>
              {t('payPopup.forgot')}
            </button>
          )}
        </div>
      </div>
    </CenterPopup>
  );
}
