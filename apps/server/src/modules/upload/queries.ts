// SQL of the upload module.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadsTable } from '../../db/schema.ts';

export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export function findUploadByName(db: Db, name: string): Promise<Pick<UploadRow, 'user_id' | 'mime' | 'public'> | undefined> {
  return db.selectFrom('uploads').select(['user_id', 'mime', 'public']).where('name', '=', name).executeTakeFirst();
}
