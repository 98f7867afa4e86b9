// SQL of the upload module.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';

export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export function findUploadByName(db: Db, name: string): Promise<Pick<UploadRow, 'user_id' | 'mime' | 'public'> | undefined> {
  return db.selectFrom('uploads').select(['user_id', 'mime', 'public']).where('name', '=', name).executeTakeFirst();
}

/** One of the user's own uploads by its file reference; another user's file is not found. */
export function findOwnUpload(db: Db, userId: number, name: string) {
  return db.selectFrom('uploads').select(['name', 'public']).where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
}
