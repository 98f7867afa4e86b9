// Copies a value (an address, a bank account number) and says so.
import { Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './wallet.module.css';

export function CopyButton({ value, testId, label }: { value: string; testId: string; label?: string }) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    const copied = await copyToClipboard(value);
    Toast.show({ content: copied ? t('copy.done') : t('copy.failed') });
  };
  return (
    <button
      type="button"
      className={styles.copyButton}
      onClick={() => void copy()}
      data-testid={testId}
      aria-label={label ?? t('copy.action')}
    >
      <FileOutline />
      <span>{label ?? t('copy.action')}</span>
    </button>
  );
}
