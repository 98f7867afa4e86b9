// The support chat's tables (migration 008), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export interface SupportThreadsTable {
  id: Generated<number>;
  user_id: number;
  /** 'open' | 'closed'. */
  status: Generated<string>;
  user_read_id: Generated<number>;
  agent_read_id: Generated<number>;
  last_message_id: Generated<number>;
  last_user_message_id: Generated<number>;
  last_agent_message_id: Generated<number>;
  last_message_at: number;
  created_at: number;
  updated_at: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  thread_id: number;
  /** 'user' | 'agent'. */
  sender: string;
  author_id: number;
  body: Generated<string>;
  image: Generated<string>;
  created_at: number;
}

export interface SupportTables {
  support_threads: SupportThreadsTable;
  support_messages: SupportMessagesTable;
}

export type SupportThreadRow = Selectable<SupportThreadsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
