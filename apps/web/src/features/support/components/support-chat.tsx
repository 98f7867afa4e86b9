// The platform's own live support chat: the history (newest at the bottom, earlier pages on
// demand), the messages on their way, the input bar; the agents' answers arrive over the socket and
// are marked read while the user is looking at the bottom of the conversation.
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { DownOutline, MessageOutline } from 'antd-mobile-icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TSupportMessage } from '@platform/shared/schemas/support';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { markRead, mergeMessage, messagesOf, supportMessagesQueryOptions, threadOf, updateThread } from '../api/messages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useLiveSupport } from '../use-live-support.ts';
import { useOutbox } from '../use-outbox.ts';
import { stillOnTheirWay } from '../utils/pending-messages.ts';
import { dayOf } from '../utils/chat-time.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import styles from '../support.module.css';

/** How close to the bottom still counts as "at the bottom" (reading the newest messages). */
const NEAR_BOTTOM_PX = 80;
/** Messages of one side closer than this form one run (one name and avatar). */
const RUN_GAP_MS = 5 * 60_000;

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
}

/** The newest of the agents' messages, 0 when none. */
function newestAgentId(messages: readonly TSupportMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) if (messages[index]!.sender === 'agent') return messages[index]!.id;
  return 0;
}

/** The user's newest message the agents have read: the one that carries the "Read" mark. */
function newestReadOfUser(messages: readonly TSupportMessage[], agentReadId: number): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender === 'user' && message.id <= agentReadId) return message.id;
  }
  return 0;
}

/** `visibleHeight`: the height the chat has (it shrinks while the keyboard is up). */
export function SupportChat({ visibleHeight }: { visibleHeight: number }) {
  const { t } = useTranslation('support');
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(supportMessagesQueryOptions(token));
  const messages = messagesOf(history.data);
  const thread = threadOf(history.data);
  useLiveSupport(token);
  const outbox = useOutbox((message) => mergeMessage(queryClient, token, message));

  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    stickToBottom.current = true;
    setShowJump(false);
  }, []);

  // Marking read: the agents' newest message, once the user is at the bottom looking at it.
  const unreadUpTo = newestAgentId(messages);
  const readUpTo = thread?.user_read_id ?? 0;
  const marking = useRef(0);
  const markSeen = useCallback(() => {
    if (unreadUpTo <= readUpTo || marking.current >= unreadUpTo || document.visibilityState !== 'visible') return;
    marking.current = unreadUpTo;
    markRead(unreadUpTo).then(
      (count) => {
        updateThread(queryClient, token, (current) => ({ ...current, user_read_id: Math.max(current.user_read_id, unreadUpTo) }));
        queryClient.setQueryData(queryKeys.support.unread(token), count);
      },
      () => {
        marking.current = 0; // try again on the next look
      },
    );
  }, [unreadUpTo, readUpTo, queryClient, token]);

  // A new message (or the first page): follow it down when the user was at the bottom; else offer a jump.
  const lastId = messages.at(-1)?.id ?? 0;
  const pendingCount = outbox.items.length;
  useLayoutEffect(() => {
    if (stickToBottom.current) scrollToBottom();
    else setShowJump(true);
  }, [lastId, pendingCount, scrollToBottom]);

  useEffect(() => {
    if (stickToBottom.current) markSeen();
  }, [markSeen]);
  useEffect(() => {
    const onVisible = () => {
      if (stickToBottom.current) markSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markSeen]);

  // Loading earlier messages keeps the one the user was reading in place.
  const heightBeforeEarlier = useRef<number | null>(null);
  const firstId = messages[0]?.id ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeEarlier.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
  }, [firstId]);
  const loadEarlier = () => {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = isNearBottom(element);
    if (stickToBottom.current) {
      setShowJump(false);
      markSeen();
    }
  };

  const send = (body: string, file: File | null) => {
    stickToBottom.current = true;
    outbox.send(body, file, lastId);
  };

  const agentReadMark = newestReadOfUser(messages, thread?.agent_read_id ?? 0);
  const keepBottom = useCallback(() => {
    if (stickToBottom.current) scrollToBottom();
  }, [scrollToBottom]);
  // The keyboard opened or closed: the newest message stays in sight above the input bar.
  useLayoutEffect(keepBottom, [visibleHeight, keepBottom]);

  let content;
  if (history.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true" data-testid="support-loading">
        {[styles.skeletonTheirs, styles.skeletonMine, styles.skeletonTheirs].map((side, index) => (
          <Skeleton key={index} animated className={side} />
        ))}
      </div>
    );
  } else if (history.isError && !history.data) {
    content = <LoadFailed testId="support-load-failed" retrying={history.isFetching} onRetry={() => void history.refetch()} />;
  } else {
    content = (
      <>
        {history.hasNextPage ? (
          <div className={styles.earlier}>
            <Button size="mini" fill="none" loading={history.isFetchingNextPage} onClick={loadEarlier} data-testid="support-load-earlier">
              {t('loadEarlier')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 && pendingCount === 0 ? (
          <StatusScreen testId="support-empty" icon={<MessageOutline />} title={t('greeting')} body={t('greetingBody')} />
        ) : null}
        {messages.map((message, index) => {
          const day = dayOf(message.created_at);
          const previous = messages[index - 1];
          const newDay = !previous || dayOf(previous.created_at) !== day;
          const continued = !newDay && previous?.sender === message.sender && message.created_at - previous.created_at < RUN_GAP_MS;
          return (
            <Fragment key={message.id}>
              {newDay ? <div className={styles.day}>{day}</div> : null}
              <MessageBubble
                sender={message.sender}
                body={message.body}
                image={message.image}
                createdAt={message.created_at}
                read={message.id === agentReadMark}
                continued={continued}
                onImageLoad={keepBottom}
              />
            </Fragment>
          );
        })}
        {stillOnTheirWay(outbox.items, messages).map((item, index) => (
          <MessageBubble
            continued={index > 0 || messages.at(-1)?.sender === 'user'}
            key={item.key}
            sender="user"
            body={item.body}
            previewUrl={item.previewUrl}
            createdAt={item.createdAt}
            status={item.status}
            error={item.error}
            onRetry={() => outbox.retry(item.key)}
            onImageLoad={keepBottom}
          />
        ))}
        {thread?.status === 'closed' ? <p className={styles.closedNote}>{t('closed')}</p> : null}
        {history.isError ? (
          <p className={styles.refreshFailed} role="status">
            {t('refreshFailed')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} data-testid="support-messages" aria-live="polite">
        {content}
      </div>
      {showJump ? (
        <button type="button" className={styles.jump} onClick={scrollToBottom} data-testid="support-jump">
          <DownOutline /> {t('newMessages')}
        </button>
      ) : null}
      <ChatComposer onSend={send} onFocus={keepBottom} />
    </>
  );
}
