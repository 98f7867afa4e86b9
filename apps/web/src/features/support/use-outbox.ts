// The user's messages on their way: shown at once (with the picture's local preview), marked
// sending, then replaced by the stored message; a failed one stays with its reason and a retry,
// which reuses the uploaded picture and, when the outcome is unknown (the connection failed), the same
// idempotency key, so a message that did arrive is stored once. A refusal (too many messages) is
// stored against its key, so its retry takes a new one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSupportMessage } from '@platform/shared/schemas/support';
import { isTransportFailure, newIdempotencyKey } from '../../lib/api.ts';
import { translate } from '../../lib/i18n.ts';
import { UploadFailed, uploadImage } from '../../lib/upload.ts';
import { sendMessage } from './api/messages.ts';

export type Outgoing = {
  key: string;
  idempotencyKey: string;
  body: string;
  /** The picture to upload, until it is uploaded. */
  file: File | null;
  /** The local preview of the picture, '' for none. */
  previewUrl: string;
  /** The uploaded picture's reference, once uploaded. */
  image: string;
  status: 'sending' | 'failed';
  /** The newest stored message when it was sent: the stored copy of this one comes after it. */
  afterId: number;
  /** Why it failed, as the server or the upload said. */
  error: string;
  createdAt: number;
};

export function useOutbox(onSent: (message: TSupportMessage) => void) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const previews = useRef(new Set<string>());
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: string, change: Partial<Outgoing>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const run = useCallback(async (item: Outgoing) => {
    update(item.key, { status: 'sending', error: '' });
    let image = item.image;
    try {
      if (item.file && !image) {
        image = await uploadImage(item.file);
        update(item.key, { image, file: null });
      }
      const message = await sendMessage({ body: item.body, image }, item.idempotencyKey);
      onSentRef.current(message);
      setItems((current) => current.filter((other) => other.key !== item.key));
    } catch (error) {
      // The upload's own toast already said why it failed.
      const reason =
        error instanceof Error && error.message && !(error instanceof UploadFailed) ? error.message : translate('texts:failed');
      const refused = !(error instanceof UploadFailed) && !isTransportFailure(error);
      update(item.key, { status: 'failed', error: reason, ...(refused ? { idempotencyKey: newIdempotencyKey() } : {}) });
    }
  }, []);

  const send = useCallback(
    (body: string, file: File | null, afterId: number) => {
      const previewUrl = file ? URL.createObjectURL(file) : '';
      if (previewUrl) previews.current.add(previewUrl);
      const key = newIdempotencyKey();
      const item: Outgoing = {
        key,
        idempotencyKey: key,
        body,
        file,
        previewUrl,
        image: '',
        status: 'sending',
        afterId,
        error: '',
        createdAt: Date.now(),
      };
      setItems((current) => [...current, item]);
      void run(item);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item && item.status === 'failed') void run(item);
    },
    [items, run],
  );

  return { items, send, retry };
}
