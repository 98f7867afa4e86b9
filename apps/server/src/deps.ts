// What the kernel hands every product module: configuration, the database, the clock, server
// texts, the mailer and the realtime server. app.ts builds it; modules receive it, never import app.ts.
import type { Server as IoServer } from 'socket.io';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/database.ts';
import type { Translate } from './http/translate.ts';
import type { Mailer } from './notify/message.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: () => number;
  translate: Translate;
  mailer: Mailer;
};

export type ModuleDeps = AppDeps & { io: IoServer };
