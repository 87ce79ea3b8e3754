/**
 * The catalogue's data access: products as the API answers them, the shoppers' listing with
 * its filters, sorts and facets, editors' changes, and the stock orders take and return. Every
 * query reads the `products` table; nothing about a product is computed from the seed.
 */
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { ProductPhoto } from '../../../contract/product-content.ts';
import type { Db } from '../../db/database.ts';
import { rowId, toCents, toDate, toMs, toMsOrNull, toReais } from '../../db/codecs.ts';
import type { AttributeJson, Row } from '../../db/tables.ts';
import { chosenValues, facetValues, loadAttributeValues } from './attribute-values.ts';
import type { AttributeFilter, AttributeValue } from './attribute-values.ts';
import type { SearchMatch } from './search-store.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createListingCache } from './listing-cache.ts';
import type { ListingCache } from './listing-cache.ts';
import { fold } from './text.ts';

export interface ProductRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly quantity: number;
  readonly is_published: boolean;
  readonly photos: readonly string[];
  readonly created_at: number;
  readonly updated_at: number;
  readonly deleted_at: number | null;
  readonly categoryId: string;
  readonly attributes: readonly AttributeJson[];
  /** Alt text per photo ('' where the page describes the photo itself). */
  readonly photoAlts: readonly string[];
  /** Bumped by every staff write: what an editor's form sends back. */
  readonly revision: number;
}

/** The orders a listing walks by a column (and id): every order but relevance. */
export type ColumnSort = 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';
/** RELEVANCE: best match of the search first, then by name; only with a search. */
export type ProductSort = ColumnSort | 'RELEVANCE';

export interface ProductFilter {
  /** The search's query (`searchStore().match`); null or absent: no search condition. */
  readonly search?: SearchMatch | null;
  readonly categoryId?: string | null;
  readonly minPrice?: number | null;
  readonly maxPrice?: number | null;
  readonly attributes?: readonly AttributeFilter[] | null;
  readonly ids?: readonly string[] | null;
}

export interface ProductFacets {
  readonly priceRange: { readonly min: number; readonly max: number } | null;
  readonly attributes: { readonly name: string; readonly values: string[] }[];
}

/** Where a listing page starts: an offset (page numbers) or after a cursor (the build's walk). */
export type PageStart = { readonly offset: number } | { readonly after: string };

/** The fields an editor may change; `categoryId` must name a category. */
export interface ProductChange {
  readonly name?: string;
  readonly description?: string;
  readonly price?: number;
  readonly quantity?: number;
  readonly is_published?: boolean;
  readonly categoryId?: string;
  readonly photos?: readonly ProductPhoto[];
}

export interface NewProduct extends Required<Omit<ProductChange, 'photos'>> {
  readonly photos: readonly ProductPhoto[];
  readonly attributes: readonly AttributeJson[];
}

/**
 * A preview's view of the catalogue: product `id` as its draft would publish it, everything
 * else as it is (the listing reads a union of the table without that row and the row with the
 * draft's values, so its indexes still serve the rest).
 */
export interface ProductOverlay {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly quantity: number;
  readonly published: boolean;
  readonly categoryId: string;
  readonly photos: readonly ProductPhoto[];
}

const COLUMNS = [
  'id',
  'name',
  'description',
  'price_cents',
  'stock',
  'published',
  'photos',
  'created_at',
  'updated_at',
  'deleted_at',
  'category_id',
  'attributes',
  'photo_alts',
  'revision',
] as const;

type ProductRow = Pick<Row<'products'>, (typeof COLUMNS)[number]>;

export function productRecord(row: ProductRow): ProductRecord {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    price: toReais(row.price_cents),
    quantity: row.stock,
    is_published: row.published,
    photos: row.photos,
    created_at: toMs(row.created_at),
    updated_at: toMs(row.updated_at),
    deleted_at: toMsOrNull(row.deleted_at),
    categoryId: row.category_id,
    attributes: row.attributes,
    photoAlts: row.photo_alts,
    revision: row.revision,
  };
}

/** The columns the listing filters and sorts on, besides the ones it answers. */
const OVERLAY_COLUMNS = [...COLUMNS, 'sort_name', 'search_vector', 'option_values'] as const;

/** The products relation with `overlay`'s row replaced by its draft values. */
function overlaid(overlay: ProductOverlay) {
  const columns = sql.join(OVERLAY_COLUMNS.map((column) => sql.ref(column)));
  const { id } = overlay;
  return sql<Row<'products'>>`(
    select ${columns} from products where id <> ${id}
    union all
    select id, ${overlay.name}::text, ${overlay.description}::text,
      ${toCents(overlay.price)}::integer, ${overlay.quantity}::integer, ${overlay.published}::boolean,
      ${JSON.stringify(overlay.photos.map((photo) => photo.url))}::jsonb, created_at, updated_at,
      deleted_at, ${overlay.categoryId}::text, attributes,
      ${JSON.stringify(overlay.photos.map((photo) => photo.alt))}::jsonb, revision,
      ${fold(overlay.name)}::text, search_vector, option_values
    from products where id = ${id}
  )`.as('products');
}

interface SortKey {
  readonly column: 'sort_name' | 'price_cents' | 'created_at';
  readonly descending: boolean;
}

const SORT_KEYS: Readonly<Record<ColumnSort, SortKey>> = {
  NAME_ASC: { column: 'sort_name', descending: false },
  NAME_DESC: { column: 'sort_name', descending: true },
  PRICE_ASC: { column: 'price_cents', descending: false },
  PRICE_DESC: { column: 'price_cents', descending: true },
  NEWEST: { column: 'created_at', descending: true },
};

/** An opaque cursor: the sort, the last row's sort key and id. */
function encodeCursor(sort: ColumnSort, key: string | number, id: number): string {
  return btoa(JSON.stringify([sort, key, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The key and id a cursor carries, or null when it is not one of ours for this sort (relevance
 * pages have no cursors: the rank is no column to continue from).
 */
export function decodeCursor(
  cursor: string,
  sort: ProductSort,
): { key: string | number; id: number } | null {
  if (sort === 'RELEVANCE') return null;
  try {
    if (cursor.length > 400) return null;
    const parsed: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) return null;
    const [, key, id] = parsed as [unknown, unknown, unknown];
    const keyOk =
      SORT_KEYS[sort].column === 'sort_name' ? typeof key === 'string' : typeof key === 'number';
    return keyOk && typeof id === 'number' && Number.isSafeInteger(id)
      ? { key: key as string | number, id }
      : null;
  } catch {
    return null;
  }
}

interface Conditions {
  /** Always applied: published, ids, category, search, and an attribute no product has. */
  readonly base: Expression<SqlBool>[];
  readonly price: Expression<SqlBool> | null;
  /** One condition per attribute filter, with the attribute it filters. */
  readonly groups: { readonly attribute: string; readonly condition: Expression<SqlBool> }[];
}

function conditionsOf(filter: ProductFilter, vocabulary: readonly AttributeValue[]): Conditions {
  const base: Expression<SqlBool>[] = [sql<SqlBool>`published`];
  if (filter.ids) {
    const ids = filter.ids.map(rowId).filter((id) => id !== null);
    base.push(sql<SqlBool>`id = any(${ids}::int[])`);
  }
  if (filter.categoryId != null) base.push(sql<SqlBool>`category_id = ${filter.categoryId}`);
  if (filter.search) base.push(sql<SqlBool>`search_vector @@ ${filter.search.query}`);
  const chosen = chosenValues(vocabulary, filter.attributes ?? []);
  if (chosen.impossible) base.push(sql<SqlBool>`false`);
  const priceParts: Expression<SqlBool>[] = [];
  if (filter.minPrice != null) {
    priceParts.push(sql<SqlBool>`price_cents >= ${Math.ceil(filter.minPrice * 100 - 1e-6)}`);
  }
  if (filter.maxPrice != null) {
    priceParts.push(sql<SqlBool>`price_cents <= ${Math.floor(filter.maxPrice * 100 + 1e-6)}`);
  }
  return {
    base,
    price: priceParts.length === 0 ? null : all(priceParts),
    groups: chosen.groups.map(({ attribute, ids }) => ({
      attribute,
      condition: sql<SqlBool>`option_values && ${ids}::text[]`,
    })),
  };
}

function all(parts: readonly (Expression<SqlBool> | null)[]): Expression<SqlBool> {
  const present = parts.filter((part) => part !== null);
  return present.length === 0
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(${sql.join(present, sql` and `)})`;
}

/** Every condition of `c`: what a listed product must meet. */
function everything(c: Conditions): Expression<SqlBool> {
  return all([...c.base, c.price, ...c.groups.map((group) => group.condition)]);
}

export interface ProductListing {
  readonly items: ProductRecord[];
  /** The cursor after the last item, for `after` (null on an empty page). */
  readonly endCursor: string | null;
}

/** What tells `filter` from any other in the listing cache: its search by the search's key. */
function listingKey(filter: ProductFilter): string {
  return JSON.stringify({ ...filter, search: filter.search?.key ?? null });
}

/** Raises the catalogue's revision: listings' cached counts and facets are stale from now. */
function bumpRevision(db: Db) {
  return db
    .updateTable('catalogue_revision')
    .set({ revision: sql`revision + 1` })
    .execute();
}

/** An editor's change to product `n`, with the revision raised; null when there is none. */
async function updateIn(
  db: Db,
  n: number,
  change: ProductChange,
  now: number,
): Promise<ProductRecord | null> {
  const current = await db
    .selectFrom('products')
    .select(['name', 'description'])
    .where('id', '=', n)
    .executeTakeFirst();
  if (!current) return null;
  const name = change.name ?? current.name;
  const description = change.description ?? current.description;
  const row = await db
    .updateTable('products')
    .set({
      name,
      sort_name: fold(name),
      description,
      ...(change.price === undefined ? {} : { price_cents: toCents(change.price) }),
      ...(change.quantity === undefined ? {} : { stock: change.quantity }),
      ...(change.is_published === undefined ? {} : { published: change.is_published }),
      ...(change.categoryId === undefined ? {} : { category_id: change.categoryId }),
      ...(change.photos === undefined
        ? {}
        : {
            photos: JSON.stringify(change.photos.map((photo) => photo.url)),
            photo_alts: JSON.stringify(change.photos.map((photo) => photo.alt)),
          }),
      revision: sql`revision + 1`,
      updated_at: toDate(now),
    })
    .where('id', '=', n)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await bumpRevision(db);
  return productRecord(row);
}

/** A new product, built for the id the database reserves, with the revision raised. */
async function createIn(
  db: Db,
  build: (id: number) => NewProduct,
  now: number,
): Promise<ProductRecord> {
  const { id } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('products', 'id'))::int as id`
    .execute(db)
    .then(({ rows }) => rows[0] ?? { id: 0 });
  const product = build(id);
  const row = await db
    .insertInto('products')
    .values({
      id,
      name: product.name,
      sort_name: fold(product.name),
      description: product.description,
      price_cents: toCents(product.price),
      stock: product.quantity,
      published: product.is_published,
      category_id: product.categoryId,
      photos: JSON.stringify(product.photos.map((photo) => photo.url)),
      photo_alts: JSON.stringify(product.photos.map((photo) => photo.alt)),
      attributes: JSON.stringify(product.attributes),
      option_values: product.attributes.flatMap((a) => a.values.map((v) => v.id)),
      created_at: toDate(now),
      updated_at: toDate(now),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await bumpRevision(db);
  return productRecord(row);
}

/**
 * The products over `db`. `cache` keeps listings' counts and facets per catalogue revision;
 * `overlay` makes a preview's view of the catalogue (a store of its own, with its own cache).
 */
export function productStore(
  db: Db,
  cache: ListingCache = createListingCache(),
  overlay: ProductOverlay | null = null,
) {
  const select = () => db.selectFrom('products').select(COLUMNS);
  /** The listing's relation: the table, or the preview's view of it. */
  const listed = () =>
    overlay === null
      ? db.selectFrom('products')
      : db.selectFrom(overlaid(overlay) as unknown as 'products');
  /** The attribute vocabulary, read only by the listings whose filters or facets need it. */
  const vocabularyFor = (filter: ProductFilter) =>
    (filter.attributes ?? []).some((a) => a.values.length > 0)
      ? loadAttributeValues(db)
      : Promise.resolve([]);

  return {
    async byId(id: string): Promise<ProductRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await select().where('id', '=', n).executeTakeFirst();
      return row ? productRecord(row) : null;
    },

    /** The products of `ids` that exist, in no particular order. */
    async byIds(ids: readonly string[]): Promise<ProductRecord[]> {
      const numbers = [...new Set(ids.map(rowId).filter((n) => n !== null))];
      if (numbers.length === 0) return [];
      const rows = await select().where('id', 'in', numbers).execute();
      return rows.map(productRecord);
    },

    /**
     * Products whose `updated_at` is after `since` (ms), oldest change first, at most `limit`:
     * any change to a product moves its `updated_at`, whatever the change was.
     */
    async changedAfter(
      since: number,
      limit: number,
    ): Promise<{ readonly id: string; readonly updatedAt: number }[]> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'updated_at'])
        .where('updated_at', '>', toDate(since))
        .orderBy('updated_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: String(row.id), updatedAt: toMs(row.updated_at) }));
    },

    /** The catalogue's epoch: another one means the catalogue was replaced as a whole. */
    async epoch(): Promise<string> {
      const row = await db
        .selectFrom('catalogue_revision')
        .select('epoch')
        .executeTakeFirstOrThrow();
      return row.epoch;
    },

    /**
     * Where each of `ids` stands in the published catalogue's name order (0-based, the order of
     * `list(…, 'NAME_ASC', …)`); unpublished or unknown ids are left out.
     */
    async namePositions(ids: readonly string[]): Promise<Map<string, number>> {
      const numbers = [...new Set(ids.map(rowId).filter((n) => n !== null))];
      if (numbers.length === 0) return new Map();
      const { rows } = await sql<{ id: number; position: number }>`
        select id, position from (
          select id, (row_number() over (order by sort_name, id) - 1)::int as position
          from products where published
        ) ranked where id = any(${numbers}::int[])`.execute(db);
      return new Map(rows.map((row) => [String(row.id), row.position]));
    },

    /**
     * Published products matching `filter`, one page in the order of `sort`. With a search, the
     * matches are found first (through the search index) and then ordered: left to itself, the
     * planner may walk a sort's index hoping to meet a rare word's few matches early.
     */
    async list(
      filter: ProductFilter,
      sort: ProductSort,
      start: PageStart,
      pageSize: number,
    ): Promise<ProductListing> {
      const c = conditionsOf(filter, await vocabularyFor(filter));
      const search = filter.search ?? null;
      const matches = search
        ? db.selectFrom(listed().selectAll().where(everything(c)).offset(0).as('products'))
        : listed().where(everything(c));
      if (sort === 'RELEVANCE') {
        if ('after' in start) return { items: [], endCursor: null };
        // Without a search there is nothing to be relevant to: the name order stands in.
        const order = search
          ? sql`ts_rank(search_vector, ${search.query}) desc, sort_name, id`
          : sql`sort_name, id`;
        const rows = await matches
          .select(COLUMNS)
          .orderBy(order)
          .limit(pageSize)
          .offset(start.offset)
          .execute();
        return { items: rows.map(productRecord), endCursor: null };
      }
      const key = SORT_KEYS[sort];
      const direction = key.descending ? sql`desc` : sql`asc`;
      let query = matches
        .select(COLUMNS)
        .select(key.column)
        .orderBy(sql`${sql.ref(key.column)} ${direction}, id ${direction}`)
        .limit(pageSize);
      if ('after' in start) {
        const cursor = decodeCursor(start.after, sort);
        if (cursor === null) return { items: [], endCursor: null };
        const after = key.column === 'created_at' ? toDate(cursor.key as number) : cursor.key;
        const compare = key.descending ? sql`<` : sql`>`;
        query = query.where(
          sql<SqlBool>`(${sql.ref(key.column)}, id) ${compare} (${after}, ${cursor.id})`,
        );
      } else {
        query = query.offset(start.offset);
      }
      const rows = await query.execute();
      const last = rows.at(-1);
      const lastKey = last?.[key.column];
      return {
        items: rows.map(productRecord),
        endCursor:
          last === undefined || lastKey === undefined
            ? null
            : encodeCursor(sort, lastKey instanceof Date ? toMs(lastKey) : lastKey, last.id),
      };
    },

    /** How many published products match `filter`. */
    count(filter: ProductFilter): Promise<number> {
      return cache.get(db, `count:${listingKey(filter)}`, () => this.countNow(filter));
    },

    async countNow(filter: ProductFilter): Promise<number> {
      const c = conditionsOf(filter, await vocabularyFor(filter));
      const row = await listed()
        .select(sql<number>`count(*)`.as('total'))
        .where(everything(c))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /**
     * The filters' choices for `filter`'s matches. Each facet ignores its own filter, so the list
     * can widen it: the price range over colour and size, the colours over price and size, the
     * sizes over price and colour.
     */
    facets(filter: ProductFilter): Promise<ProductFacets> {
      return cache.get(db, `facets:${listingKey(filter)}`, () => this.facetsNow(filter));
    },

    async facetsNow(filter: ProductFilter): Promise<ProductFacets> {
      const vocabulary = await loadAttributeValues(db);
      const c = conditionsOf(filter, vocabulary);
      const others = (attribute: string | null) =>
        c.groups.filter((group) => group.attribute !== attribute).map((group) => group.condition);
      const attributes = [...new Set(vocabulary.map((value) => value.attribute))];
      const perAttribute = attributes.map((attribute) => {
        const ids = vocabulary.filter((v) => v.attribute === attribute).map((v) => v.id);
        return sql<SqlBool>`(value = any(${ids}::text[]) and ${all([c.price, ...others(attribute)])})`;
      });
      // One pass over the rows every facet shares (published, category, search, ids): the
      // price range and each attribute's values are then read from those rows alone.
      const relation = overlay === null ? sql`products` : overlaid(overlay);
      const { rows } = await sql<{ min: number | null; max: number | null; values: string[] }>`
        with matching as (
          select price_cents, option_values from ${relation} where ${all(c.base)}
        )
        select
          (select min(price_cents) from matching where ${all(others(null))}) as min,
          (select max(price_cents) from matching where ${all(others(null))}) as max,
          (select coalesce(array_agg(distinct value), '{}')
             from matching, unnest(option_values) as value
            where ${perAttribute.length === 0 ? sql`false` : sql.join(perAttribute, sql` or `)}
          ) as values`.execute(db);
      const found = rows[0] ?? { min: null, max: null, values: [] };
      return {
        priceRange:
          found.min === null || found.max === null
            ? null
            : { min: toReais(found.min), max: toReais(found.max) },
        attributes: facetValues(vocabulary, new Set(found.values)),
      };
    },

    /** Published products per category id. */
    async countsByCategory(): Promise<Map<string, number>> {
      const rows = await listed()
        .select(['category_id', sql<number>`count(*)`.as('total')])
        .where('published', '=', true)
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((row) => [row.category_id, row.total]));
    },

    update(id: string, change: ProductChange, now: number): Promise<ProductRecord | null> {
      const n = rowId(id);
      if (n === null) return Promise.resolve(null);
      return inTransaction(db, (db) => updateIn(db, n, change, now));
    },

    /** Creates the product `build` makes from the id the database reserves for it. */
    create(build: (id: number) => NewProduct, now: number): Promise<ProductRecord> {
      return inTransaction(db, (db) => createIn(db, build, now));
    },

    /** Product `id` locked until the transaction ends (a staff write), or null. */
    async lockForEdit(id: string): Promise<ProductRecord | null> {
      const n = rowId(id);
      if (n === null) return null;
      const row = await select().where('id', '=', n).forUpdate().executeTakeFirst();
      return row ? productRecord(row) : null;
    },

    /**
     * Moves product `id` to its next revision if it is still at `expected`: false when someone
     * else's write came first (the database decides, row by row).
     */
    async claimRevision(id: string, expected: number): Promise<boolean> {
      const n = rowId(id);
      if (n === null) return false;
      const row = await db
        .updateTable('products')
        .set({ revision: sql`revision + 1` })
        .where('id', '=', n)
        .where('revision', '=', expected)
        .returning('revision')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Locks the rows of `ids` until the transaction ends and answers them as they are now (in
     * id order, so two orders lock in the same order and never deadlock).
     */
    async lockForOrder(ids: readonly number[]): Promise<Map<number, ProductRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await select()
        .where('id', 'in', [...ids])
        .orderBy('id')
        .forUpdate()
        .execute();
      return new Map(rows.map((row) => [row.id, productRecord(row)]));
    },

    /** Takes `units` of product `id`; the caller checked the stock under lockForOrder. */
    async takeStock(id: number, units: number): Promise<void> {
      await db
        .updateTable('products')
        .set({ stock: sql`stock - ${units}` })
        .where('id', '=', id)
        .execute();
    },

    async returnStock(id: number, units: number): Promise<void> {
      await db
        .updateTable('products')
        .set({ stock: sql`stock + ${units}` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ProductStore = ReturnType<typeof productStore>;
