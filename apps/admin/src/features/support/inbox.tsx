// The inbox: the users' conversations, those with unread messages first, each with its last
// message, its time and how many messages wait; Open / Closed / All.
import type { TAdminSupportThread } from '@platform/shared/schemas/support';
import { Failed, Loading, Empty } from '../../components/states.tsx';
import { Pager } from '../../components/pager.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { timeText } from '../../lib/format.ts';
import { THREADS_PAGE_LIMIT, type ThreadFilter } from './api.ts';
import styles from './support.module.css';

const FILTER_TABS: Tab<ThreadFilter>[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const EMPTY_TEXT: Record<ThreadFilter, string> = {
  open: 'No open conversation. New ones appear here as users write.',
  closed: 'No closed conversations.',
  all: 'No user has written yet.',
};

function previewOf(thread: TAdminSupportThread): string {
  const text = thread.last_preview || (thread.last_has_image ? '[Picture]' : '');
  return thread.last_sender === 'agent' ? `You: ${text}` : text;
}

export function Inbox({
  filter,
  onFilter,
  page,
  onPage,
  threads,
  total,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
}: {
  filter: ThreadFilter;
  onFilter: (filter: ThreadFilter) => void;
  page: number;
  onPage: (page: number) => void;
  threads: TAdminSupportThread[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  let list;
  if (error && !threads) list = <Failed error={error} onRetry={onRetry} />;
  else if (!threads) list = <Loading label="Loading conversations…" />;
  else if (threads.length === 0) list = <Empty text={EMPTY_TEXT[filter]} />;
  else
    list = (
      <ul className={styles.threads} aria-label="Conversations" aria-busy={loading}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <button
              type="button"
              className={`${styles.thread} ${thread.id === selectedId ? styles.threadActive : ''} ${thread.unread > 0 ? styles.threadUnread : ''}`}
              aria-current={thread.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(thread.id)}
              data-testid={`support-thread-${thread.user_id}`}
            >
              <span className={styles.threadTop}>
                <span className={styles.threadName}>{thread.user_email || thread.user_nickname}</span>
                <time className={styles.threadTime}>{timeText(thread.last_message_at)}</time>
              </span>
              <span className={styles.threadBottom}>
                <span className={styles.threadPreview}>{previewOf(thread)}</span>
                {thread.unread > 0 ? (
                  <span className={styles.unread} title={`${thread.unread} unread`} data-testid="support-thread-unread">
                    {thread.unread}
                  </span>
                ) : thread.status === 'closed' ? (
                  <span className="badge">Closed</span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={`card ${styles.inbox}`}>
      <div className="card-toolbar">
        <Tabs label="Conversation status" tabs={FILTER_TABS} value={filter} onChange={onFilter} />
      </div>
      <div className={styles.inboxList}>{list}</div>
      {threads && total > THREADS_PAGE_LIMIT ? <Pager page={page} limit={THREADS_PAGE_LIMIT} total={total} onPage={onPage} /> : null}
    </div>
  );
}
