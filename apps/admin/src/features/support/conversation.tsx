// One user's conversation: who it is, the messages (newest at the bottom, earlier pages on demand),
// read marks on both sides, closing or reopening it, and the reply box. Opening it marks the user's
// messages read.
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TSupportMessage } from '@platform/shared/schemas/support';
import { notify } from '../../components/notices.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { errorText } from '../../lib/api.ts';
import { timeText } from '../../lib/format.ts';
import { hrefOf, userPath } from '../../lib/router.ts';
import { conversationQuery, useMarkRead, useThreadStatus } from './api.ts';
import { ReplyBox } from './reply-box.tsx';
import { SupportImage } from './support-image.tsx';
import styles from './support.module.css';

function messagesOf(pages: { data: TSupportMessage[] }[] | undefined): TSupportMessage[] {
  const byId = new Map<number, TSupportMessage>();
  for (const page of pages ?? []) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function Conversation({ threadId }: { threadId: number }) {
  const conversation = useInfiniteQuery(conversationQuery(threadId));
  const markRead = useMarkRead();
  const status = useThreadStatus();
  const thread = conversation.data?.pages[0]?.thread;
  const messages = messagesOf(conversation.data?.pages);
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the newest message; loading earlier ones keeps the reader's place.
  const lastId = messages.at(-1)?.id ?? 0;
  const firstId = messages[0]?.id ?? 0;
  const heightBefore = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else element.scrollTop = element.scrollHeight;
  }, [lastId, firstId]);

  // Viewing the conversation reads the user's messages in it.
  const newestUserId = [...messages].reverse().find((message) => message.sender === 'user')?.id ?? 0;
  const unread = thread?.unread ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread > 0 && newestUserId > 0 && document.visibilityState === 'visible') mark({ threadId, upTo: newestUserId });
  }, [unread, newestUserId, threadId, mark]);

  if (conversation.error && !conversation.data) {
    return (
      <div className={`card ${styles.conversation}`}>
        <Failed error={conversation.error} onRetry={() => void conversation.refetch()} />
      </div>
    );
  }
  if (!thread) {
    return (
      <div className={`card ${styles.conversation}`}>
        <Loading label="Loading the conversation…" />
      </div>
    );
  }

  const changeStatus = (action: 'close' | 'reopen') =>
    status.mutate(
      { threadId, action },
      {
        onSuccess: () => notify(action === 'close' ? 'Conversation closed' : 'Conversation reopened'),
        onError: (error) => notify(errorText(error), 'error'),
      },
    );

  return (
    <div className={`card ${styles.conversation}`} data-testid="support-conversation">
      <header className={styles.conversationHeader}>
        <div>
          <div className={styles.conversationTitle}>{thread.user_email || thread.user_nickname}</div>
          <div className="muted">
            {thread.user_nickname} · <a href={hrefOf(userPath(thread.user_id))}>User #{thread.user_id}</a> · since{' '}
            {timeText(thread.created_at)}
          </div>
        </div>
        <div className={styles.conversationActions}>
          {thread.status === 'closed' ? <span className="badge">Closed</span> : <span className="badge badge-success">Open</span>}
          <button
            type="button"
            className="btn btn-small"
            disabled={status.isPending}
            onClick={() => changeStatus(thread.status === 'closed' ? 'reopen' : 'close')}
            data-testid="support-close"
          >
            {thread.status === 'closed' ? 'Reopen' : 'Close conversation'}
          </button>
        </div>
      </header>
      <div ref={scroller} className={styles.messages} data-testid="support-admin-messages">
        {conversation.hasNextPage ? (
          <div className={styles.earlier}>
            <button
              type="button"
              className="btn btn-small"
              disabled={conversation.isFetchingNextPage}
              onClick={() => {
                heightBefore.current = scroller.current?.scrollHeight ?? null;
                void conversation.fetchNextPage();
              }}
            >
              {conversation.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
            </button>
          </div>
        ) : null}
        {messages.map((message, index) => {
          const day = timeText(message.created_at).slice(0, 10);
          const newDay = index === 0 || timeText(messages[index - 1]!.created_at).slice(0, 10) !== day;
          const fromAgent = message.sender === 'agent';
          return (
            <Fragment key={message.id}>
              {newDay ? <div className={styles.day}>{day}</div> : null}
              <div
                className={fromAgent ? styles.rowAgent : styles.rowUser}
                data-testid={fromAgent ? 'support-admin-agent' : 'support-admin-user'}
              >
                <div className={fromAgent ? styles.bubbleAgent : styles.bubbleUser}>
                  {message.image ? <SupportImage name={message.image} /> : null}
                  {message.body ? <p className={styles.text}>{message.body}</p> : null}
                </div>
                <div className={styles.meta}>
                  {fromAgent ? 'Agent' : 'User'} · {timeText(message.created_at).slice(11, 16)}
                  {fromAgent && message.id <= thread.user_read_id ? ' · Read by the user' : ''}
                </div>
              </div>
            </Fragment>
          );
        })}
      </div>
      <ReplyBox key={threadId} threadId={threadId} />
    </div>
  );
}
