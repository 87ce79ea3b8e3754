/**
 * Photos staff upload, kept in the database (both engines, every API process) under a path
 * named by the SHA-256 of their bytes: the same photo uploaded twice is one file, and a path
 * never changes content, so it is served with a year-long cache like the catalogue's drawings.
 */
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';

export interface StoredFile {
  readonly contentType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export function fileStore(db: Db) {
  return {
    async put(path: string, file: StoredFile, staffId: string | null, now: number): Promise<void> {
      await db
        .insertInto('uploaded_files')
        .values({
          path,
          content_type: file.contentType,
          bytes: file.bytes,
          size: file.bytes.length,
          staff_id: staffId === null ? null : Number(staffId),
          created_at: toDate(now),
        })
        .onConflict((conflict) => conflict.column('path').doNothing())
        .execute();
    },

    async get(path: string): Promise<StoredFile | null> {
      const row = await db
        .selectFrom('uploaded_files')
        .select(['content_type', 'bytes'])
        .where('path', '=', path)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, bytes: new Uint8Array(row.bytes) } : null;
    },
  };
}
