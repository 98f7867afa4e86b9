// Customer service inbox: the users' conversations (unread first) beside the open conversation,
// where an agent answers with text and pictures; everything updates live over the socket.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Conversation } from './conversation.tsx';
import { Inbox } from './inbox.tsx';
import { pendingSupportQuery, threadsQuery, type ThreadFilter } from './api.ts';
import { WidgetSetting } from './widget-setting.tsx';
import styles from './support.module.css';

export function SupportPage() {
  const [filter, setFilter] = useState<ThreadFilter>('open');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const threads = useQuery(threadsQuery(filter, page));
  const unread = useQuery(pendingSupportQuery());

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>Support chat</h1>
          <p>
            Users&apos; conversations, those with unread messages first.{' '}
            {unread.data ? `${unread.data} unread message${unread.data === 1 ? '' : 's'}.` : 'Everything is read.'}
          </p>
        </div>
      </header>
      <div className={styles.split}>
        <Inbox
          filter={filter}
          onFilter={(value) => {
            setFilter(value);
            setPage(1);
          }}
          page={page}
          onPage={setPage}
          threads={threads.data?.data}
          total={threads.data?.total ?? 0}
          loading={threads.isFetching}
          error={threads.error}
          onRetry={() => void threads.refetch()}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
        {selectedId === null ? (
          <div className={`card ${styles.conversation} ${styles.nothingOpen}`}>
            Choose a conversation on the left to read and answer it.
          </div>
        ) : (
          <Conversation key={selectedId} threadId={selectedId} />
        )}
      </div>
      <WidgetSetting />
    </section>
  );
}
