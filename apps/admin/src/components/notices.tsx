// Short confirmations after an action ("Deposit #12 approved"), shown at the top right for a moment.
import { useSyncExternalStore } from 'react';

const NOTICE_MS = 4000;

type Notice = { id: number; text: string; tone: 'success' | 'error' };

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(text: string, tone: Notice['tone'] = 'success'): void {
  const id = nextId++;
  notices = [...notices, { id, text, tone }];
  emit();
  window.setTimeout(() => {
    notices = notices.filter((notice) => notice.id !== id);
    emit();
  }, NOTICE_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function NoticeHost() {
  const current = useSyncExternalStore(subscribe, () => notices);
  return (
    <div className="notices" aria-live="polite">
      {current.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.tone}`}>
          {notice.text}
        </div>
      ))}
    </div>
  );
}
