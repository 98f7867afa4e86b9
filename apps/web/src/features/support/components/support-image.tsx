// A picture in the conversation: a stored one fetched with the session (only the thread's user and
// the agents may read it), or the local preview of one being sent; tapped, it opens full screen.
import { useEffect, useState } from 'react';
import { ImageViewer, SpinLoading } from 'antd-mobile';
import { PictureWrongOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n.ts';
import { fetchSupportImage } from '../utils/support-image.ts';
import styles from '../support.module.css';

function useStoredImage(name: string): { url: string; failed: boolean } {
  const [state, setState] = useState({ url: '', failed: false });
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    let url = '';
    fetchSupportImage(name, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url: '', failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [name]);
  return state;
}

export function SupportImage({ name = '', previewUrl = '', onLoad }: { name?: string; previewUrl?: string; onLoad?: () => void }) {
  const { t } = useTranslation('support');
  const stored = useStoredImage(previewUrl ? '' : name);
  const url = previewUrl || stored.url;
  if (stored.failed) {
    return (
      <span className={styles.imageBroken} role="img" aria-label={t('imageFailed')}>
        <PictureWrongOutline />
      </span>
    );
  }
  if (!url) {
    return (
      <span className={styles.imageLoading} aria-busy="true">
        <SpinLoading style={{ '--size': '20px' }} />
      </span>
    );
  }
  return (
    <button type="button" className={styles.imageButton} onClick={() => ImageViewer.show({ image: url })} aria-label={t('openImage')}>
      <img src={url} alt={t('image')} className={styles.image} onLoad={onLoad} data-testid="support-image" />
    </button>
  );
}
