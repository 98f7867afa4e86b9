// One photo of the document: a labelled tile that opens the album, uploads the chosen image and
// shows it, with the field's message under it.
import { PictureOutline } from 'antd-mobile-icons';
import { ImageUpload, type ImageItem } from '../../../components/image-upload.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../identity.module.css';

export function PhotoSlot({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('identity');
  return (
    <div className={error ? `${styles.photo} ${styles.photoInvalid}` : styles.photo}>
      <span className={styles.photoLabel}>{label}</span>
      <ImageUpload large value={value} onChange={onChange} testId={testId}>
        <div className={styles.photoPrompt} role="button" aria-label={`${label}: ${t('photo.choose')}`}>
          <PictureOutline />
          <span>{t('photo.choose')}</span>
        </div>
      </ImageUpload>
      {error ? (
        <p className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
