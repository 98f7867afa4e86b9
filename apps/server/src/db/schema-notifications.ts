// The notifications centre's table (migration 007), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON object of string values. */
  params: string;
  link: Generated<string>;
  read_at: number | null;
  created_at: number;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
