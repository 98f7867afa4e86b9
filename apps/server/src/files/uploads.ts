// Storing an uploaded image: its type decided by its bytes, camera metadata removed from JPEGs and PNGs,
// a random name that says nothing about the user, the file written before its row so a row never
// points at nothing; and reading one back for its owner or an admin only.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '@platform/shared/constants';
import { UPLOAD_NAME_RE } from '@platform/shared/schemas/deposit';
import type { ModuleDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { ROLE_ADMIN } from '../auth/roles.ts';
import { imageTypeOf, type ImageType } from './image-type.ts';
import { stripJpegMetadata } from './jpeg-metadata.ts';
import { stripPngMetadata } from './png-metadata.ts';
import { findUploadByName, insertUpload } from './upload-queries.ts';

const NAME_RANDOM_BYTES = 16;
const BYTES_PER_MEGABYTE = 1_048_576;

export const uploadTooLarge = () => new AppError('upload_too_large', { megabytes: UPLOAD_LIMIT_BYTES / BYTES_PER_MEGABYTE });

/** The image as it is stored: camera and editor metadata (the GPS position above all) removed. */
function withoutMetadata(type: ImageType, file: Buffer): Buffer | null {
  if (type.mime === 'image/jpeg') return stripJpegMetadata(file);
  if (type.mime === 'image/png') return stripPngMetadata(file);
  return file;
}

/**
 * Stores the image and answers its file reference (the random name). `isPublic` only for an
 * avatar (profile module): anyone may then read it.
 */
export async function storeUpload(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'clock'>,
  userId: number,
  file: Buffer,
  { isPublic = false }: { isPublic?: boolean } = {},
): Promise<string> {
  if (file.length > UPLOAD_LIMIT_BYTES) throw uploadTooLarge();
  const type = imageTypeOf(file);
  if (!type) throw new AppError('upload_type_invalid');
  const bytes = withoutMetadata(type, file);
  if (!bytes) throw new AppError('upload_type_invalid');

  const name = `${crypto.randomBytes(NAME_RANDOM_BYTES).toString('hex')}.${type.extension}`;
  const filePath = path.join(deps.config.uploadDir, name);
  await fs.mkdir(deps.config.uploadDir, { recursive: true });
  await fs.writeFile(filePath, bytes, { flag: 'wx' });
  try {
    await insertUpload(deps.db, {
      user_id: userId,
      name,
      mime: type.mime,
      size_bytes: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      created_at: deps.clock(),
      public: isPublic ? 1 : 0,
    });
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
  return name;
}

export type StoredFile = { mime: string; bytes: Buffer; isPublic: boolean };

/**
 * The file for its owner or an admin, or for anyone when it is public (an avatar); null for
 * everyone else, as for a name that does not exist, so a stranger cannot learn which names are taken.
 */
export async function readUpload(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  viewer: AuthUser | null,
  name: string,
): Promise<StoredFile | null> {
  if (!UPLOAD_NAME_RE.test(name)) return null;
  const row = await findUploadByName(deps.db, name);
  if (!row) return null;
  const isPublic = row.public === 1;
  if (!isPublic && (!viewer || (row.user_id !== viewer.id && viewer.role !== ROLE_ADMIN))) return null;
  try {
    return { mime: row.mime, bytes: await fs.readFile(path.join(deps.config.uploadDir, name)), isPublic };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
