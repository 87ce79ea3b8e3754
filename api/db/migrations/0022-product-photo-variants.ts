/**
 * Product photos for the web: an upload is kept as the sizes and formats the pages show
 * (`photo_variants`), never as uploaded. A photo is named by its largest JPEG's path, which is
 * what products keep; its source's SHA-256 makes the same upload one photo. A variant's bytes are
 * in the row, or in the photo bucket (`in_bucket`, PHOTO_BUCKET) with the row as its record.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_photos (
      path text primary key,
      source_sha256 text not null unique,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      staff_id integer references staff (id) on delete set null,
      created_at timestamptz not null
    );
    create table photo_variants (
      path text primary key,
      photo_path text not null references product_photos (path) on delete cascade,
      format text not null check (format in ('avif', 'webp', 'jpeg')),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      size integer not null,
      in_bucket boolean not null,
      bytes bytea,
      check (in_bucket = (bytes is null))
    );
    create index photo_variants_photo on photo_variants (photo_path);
  `.execute(db);
}
