// The input bar at the bottom: text up to 500 characters, a picture from the album, send. Enter
// sends, Shift+Enter starts a new line; the counter appears near the limit.
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { SUPPORT_MESSAGE_LENGTH_MAX } from '@platform/shared/schemas/support';
import { useTranslation } from '../../../lib/i18n.ts';
import { IMAGE_ACCEPT, checkImage } from '../../../lib/upload.ts';
import styles from '../support.module.css';

const COUNTER_FROM = SUPPORT_MESSAGE_LENGTH_MAX - 50;

export function ChatComposer({ onSend, onFocus }: { onSend: (body: string, file: File | null) => void; onFocus?: () => void }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const body = text.trim();
  const counting = text.length >= COUNTER_FROM;

  const submit = () => {
    if (!body) return;
    onSend(body, null);
    setText('');
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same picture can be picked again
    // Closing the chooser without a picture is quiet; a wrong one gets checkImage's toast.
    if (file && checkImage(file)) onSend('', file);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.composer}>
      <button
        type="button"
        className={styles.attach}
        onClick={() => fileInput.current?.click()}
        aria-label={t('attach')}
        data-testid="support-attach"
      >
        <PictureOutline />
      </button>
      <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={pick} data-testid="support-file" />
      <div className={counting ? `${styles.inputBox} ${styles.inputBoxCounting}` : styles.inputBox}>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          rows={1}
          maxLength={SUPPORT_MESSAGE_LENGTH_MAX}
          enterKeyHint="send"
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          aria-label={t('placeholder')}
          data-testid="support-input"
        />
        {counting ? (
          <span className={styles.counter} aria-live="polite">
            {t('counter', { count: text.length, max: SUPPORT_MESSAGE_LENGTH_MAX })}
          </span>
        ) : null}
      </div>
      <Button color="primary" size="small" className={styles.send} disabled={!body} onClick={submit} data-testid="support-send">
        {t('send')}
      </Button>
    </div>
  );
}
