// The pop-up announcement's dialog, loaded only when there is one to show: antd-mobile's Modal brings
// its mask and animation library, which the home screen does not otherwise need before it is up.
import { Modal } from 'antd-mobile';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { articlePath } from '../../../lib/paths.ts';
import styles from './home.module.css';

export default function PopModal({
  articleId,
  title,
  text,
  onClose,
}: {
  articleId: number;
  title: string;
  text: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('market');
  return (
    <Modal
      visible
      title={title}
      content={
        <div className={styles.popBody} data-testid="home-pop-text">
          {text}
        </div>
      }
      closeOnAction
      closeOnMaskClick
      onClose={onClose}
      data-testid="home-pop"
      actions={[
        { key: 'read', text: t('home.readMore'), primary: true, onClick: () => navigate(articlePath(articleId)) },
        { key: 'close', text: t('home.gotIt') },
      ]}
    />
  );
}
