// The avatar, tapped to pick a new one from the album: checked (png, jpg, jpeg, gif, size), sent
// with the app's upload flow (/api/upload: 'Success' toast, 'Failed' on a transport error), then
// made the avatar. Closing the chooser without a file does nothing and says nothing.
import { useRef, useState, type ChangeEvent } from 'react';
import { Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { IMAGE_ACCEPT, UploadFailed, checkImage, uploadImage } from '../../../lib/upload.ts';
import { useSetAvatarMutation } from '../api/profile.ts';
import styles from '../profile.module.css';

export function AvatarPicker({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const setAvatar = useSetAvatarMutation();
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire `change` again.
    event.target.value = '';
    if (!file || !checkImage(file)) return;
    setUploading(true);
    try {
      const reference = await uploadImage(file);
      await setAvatar.mutateAsync(reference);
    } catch (error) {
      // uploadImage and the API client have shown their toast; anything else is said here.
      if (!(error instanceof UploadFailed) && !(error instanceof ApiError)) Toast.show({ content: t('userInfo.avatarFailed') });
    } finally {
      setUploading(false);
    }
  };

  const showImage = url !== '' && broken !== url;
  return (
    <div className={styles.avatarBlock}>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={t('userInfo.avatarChange')}
        data-testid="userinfo-avatar"
      >
        {showImage ? (
          <img className={styles.avatarImage} src={url} alt="" onError={() => setBroken(url)} data-testid="userinfo-avatar-image" />
        ) : (
          <span aria-hidden>{name.slice(0, 1).toUpperCase()}</span>
        )}
        <span className={styles.avatarBadge} aria-hidden>
          <CameraOutline />
        </span>
      </button>
      <span className={styles.avatarHint}>{uploading ? t('userInfo.avatarUploading') : t('userInfo.avatarChange')}</span>
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => void pick(event)}
        data-testid="userinfo-avatar-input"
      />
    </div>
  );
}
