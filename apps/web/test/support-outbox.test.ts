// A message being sent is shown once: when its stored copy arrives over the socket before the send's
// answer, the chat shows the stored one and drops the pending bubble; other pending sends stay.
import { describe, expect, it } from 'vitest';
import type { TSupportMessage } from '@platform/shared/schemas/support';
import type { Outgoing } from '../src/features/support/use-outbox.ts';
import { stillOnTheirWay } from '../src/features/support/utils/pending-messages.ts';

const pending = (key: string, body: string, afterId: number, status: Outgoing['status'] = 'sending'): Outgoing => ({
  key,
  idempotencyKey: key,
  body,
  file: null,
  previewUrl: '',
  image: '',
  status,
  afterId,
  error: '',
  createdAt: 0,
});
const stored = (id: number, body: string, sender: TSupportMessage['sender'] = 'user'): TSupportMessage => ({
  id,
  thread_id: 1,
  sender,
  body,
  image: '',
  created_at: 0,
});

describe('stillOnTheirWay', () => {
  it('drops a sending bubble whose stored copy arrived, once per stored message', () => {
    const items = [pending('a', 'hello', 5), pending('b', 'hello', 5)];
    expect(stillOnTheirWay(items, [stored(6, 'hello')]).map((item) => item.key)).toEqual(['b']);
    expect(stillOnTheirWay(items, [stored(6, 'hello'), stored(7, 'hello')])).toEqual([]);
  });

  it('keeps bubbles an older message, an agent reply or another text only resembles, and failed ones', () => {
    const items = [pending('a', 'hello', 5), pending('c', 'later', 5, 'failed')];
    expect(stillOnTheirWay(items, [stored(4, 'hello'), stored(6, 'hello', 'agent'), stored(7, 'later')]).map((item) => item.key)).toEqual([
      'a',
      'c',
    ]);
  });
});
