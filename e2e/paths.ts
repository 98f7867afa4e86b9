import os from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** Fixed per port, so the config and the test workers agree; the server command empties it first. */
export const e2eDataDir = path.join(os.tmpdir(), `platform-e2e-${e2ePort}`);
export const e2eDatabaseFile = path.join(e2eDataDir, 'e2e.sqlite');
