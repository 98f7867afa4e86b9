// One message: the user's on the right, customer service's on the left, with its time; a message on
// its way shows that it is sending, a failed one why and a retry.
import { SpinLoading } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import type { TSupportSender } from '@platform/shared/schemas/support';
import { useTranslation } from '../../../lib/i18n.ts';
import { timeOf } from '../utils/chat-time.ts';
import { SupportImage } from './support-image.tsx';
import styles from '../support.module.css';

export type BubbleProps = {
  sender: TSupportSender;
  body: string;
  image?: string;
  previewUrl?: string;
  createdAt: number;
  /** A message of the user's still on its way, or failed. */
  status?: 'sending' | 'failed';
  error?: string;
  onRetry?: () => void;
  /** The agents have read it (shown under the user's newest read message). */
  read?: boolean;
  /** Follows a message of the same side: no repeated name and avatar. */
  continued?: boolean;
  onImageLoad?: () => void;
};

export function MessageBubble(props: BubbleProps) {
  const { sender, body, image, previewUrl, createdAt, status, error, onRetry, read, continued, onImageLoad } = props;
  const { t } = useTranslation('support');
  const mine = sender === 'user';
  const pictureOnly = Boolean(image || previewUrl) && !body;
  return (
    <div
      className={`${mine ? styles.rowMine : styles.rowTheirs} ${continued ? styles.rowContinued : ''}`}
      data-testid={mine ? 'support-message-user' : 'support-message-agent'}
    >
      {mine ? null : (
        <span className={continued ? styles.avatarSpace : styles.avatar} aria-hidden="true">
          {continued ? null : t('agentInitial')}
        </span>
      )}
      <div className={styles.column}>
        {mine || continued ? null : <span className={styles.sender}>{t('agent')}</span>}
        <div className={styles.bubbleLine}>
          {status === 'failed' ? (
            <button type="button" className={styles.retry} onClick={onRetry} aria-label={t('retry')} data-testid="support-retry">
              <ExclamationCircleFill />
            </button>
          ) : null}
          {status === 'sending' ? <SpinLoading className={styles.sending} style={{ '--size': '14px' }} aria-label={t('sending')} /> : null}
          <div className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleTheirs} ${pictureOnly ? styles.bubblePicture : ''}`}>
            {image || previewUrl ? <SupportImage name={image} previewUrl={previewUrl} onLoad={onImageLoad} /> : null}
            {body ? <p className={styles.text}>{body}</p> : null}
          </div>
        </div>
        <span className={styles.meta}>
          {status === 'failed' ? (
            <span className={styles.failedText} data-testid="support-failed">
              {error ? `${error} · ` : ''}
              <button type="button" className={styles.retryText} onClick={onRetry}>
                {t('retry')}
              </button>
            </span>
          ) : (
            <>
              <time dateTime={new Date(createdAt).toISOString()}>{status === 'sending' ? t('sending') : timeOf(createdAt)}</time>
              {read ? <span className={styles.readMark}>{t('read')}</span> : null}
            </>
          )}
        </span>
      </div>
    </div>
  );
}
