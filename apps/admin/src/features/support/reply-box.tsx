// The agent's answer: text up to 500 characters and a picture; Enter sends, Shift+Enter starts a
// new line. A failed send keeps the text and says why.
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_MESSAGE_LENGTH_MAX } from '@platform/shared/schemas/support';
import { errorText, newIdempotencyKey } from '../../lib/api.ts';
import { uploadImage, useSendReply } from './api.ts';
import styles from './support.module.css';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

export function ReplyBox({ threadId }: { threadId: number }) {
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per answer, kept across retries of it.
  const key = useRef(newIdempotencyKey());
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendReply();
  const body = text.trim();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (picture) URL.revokeObjectURL(picture.url);
    setPicture({ file, url: URL.createObjectURL(file) });
  };

  const clearPicture = () => {
    if (picture) URL.revokeObjectURL(picture.url);
    setPicture(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if ((!body && !picture) || busy) return;
    setBusy(true);
    setError('');
    try {
      const image = picture ? await uploadImage(picture.file) : '';
      await send.mutateAsync({ threadId, body, image, idempotencyKey: key.current });
      setText('');
      clearPicture();
      key.current = newIdempotencyKey();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.reply} onSubmit={(event) => void submit(event)}>
      {picture ? (
        <div className={styles.attached}>
          <img src={picture.url} alt="Picture to send" />
          <button type="button" className="btn btn-small btn-ghost" onClick={clearPicture}>
            Remove
          </button>
        </div>
      ) : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.replyRow}>
        <button type="button" className="btn" onClick={() => fileInput.current?.click()} title="Attach a picture" disabled={busy}>
          Picture
        </button>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={choose} data-testid="support-reply-file" />
        <textarea
          className={styles.replyInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={SUPPORT_MESSAGE_LENGTH_MAX}
          rows={2}
          placeholder="Write an answer… (Enter sends, Shift+Enter for a new line)"
          aria-label="Answer"
          data-testid="support-reply-input"
        />
        <button type="submit" className="btn btn-primary" disabled={busy || (!body && !picture)} data-testid="support-reply-send">
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
      <div className={styles.replyHint}>
        {text.length}/{SUPPORT_MESSAGE_LENGTH_MAX}
      </div>
    </form>
  );
}
