/**
 * What content editors changed in the generated catalogue: per-product field changes and the
 * products they created (numbered after the seed's). A product with no change is the seed's;
 * a changed one is the seed's record with the changed fields on top, so a created product is
 * simply product N past the seed with every editable field set.
 */
import {
  categoryOf,
  createdAtOf,
  foldedNameOf,
  priceOf,
  productOf,
  searchTextOf,
} from './seed/catalogue.ts';
import type { ProductRecord } from './seed/catalogue.ts';
import { fold } from './seed/vocabulary.ts';

export interface ProductChange {
  readonly name?: string;
  readonly description?: string;
  readonly price?: number;
  readonly quantity?: number;
  readonly is_published?: boolean;
  readonly categoryId?: string;
}

interface StoredChange extends ProductChange {
  readonly created_at?: number;
  readonly updated_at: number;
}

export class CatalogueEdits {
  readonly #seedCount: number;
  readonly #changes = new Map<number, StoredChange>();
  #created = 0;
  /** Grows with every change, so derived orders know when to recompute. */
  #version = 0;

  constructor(seedCount: number) {
    this.#seedCount = seedCount;
  }

  /** Seed products plus created ones. */
  get count(): number {
    return this.#seedCount + this.#created;
  }

  get version(): number {
    return this.#version;
  }

  /** True while nothing was edited: the seed's fast paths still hold. */
  get pristine(): boolean {
    return this.#version === 0;
  }

  product(n: number): ProductRecord {
    const seed = productOf(n);
    const change = this.#changes.get(n);
    if (!change) return seed;
    const { categoryId, created_at, ...fields } = change;
    return {
      ...seed,
      ...fields,
      categoryId: categoryId ?? seed.categoryId,
      created_at: created_at ?? seed.created_at,
    };
  }

  update(n: number, change: ProductChange, now: number): ProductRecord {
    this.#changes.set(n, { ...this.#changes.get(n), ...change, updated_at: now });
    this.#version++;
    return this.product(n);
  }

  create(fields: Required<ProductChange>, now: number): ProductRecord {
    this.#created++;
    const n = this.count;
    this.#changes.set(n, { ...fields, created_at: now, updated_at: now });
    this.#version++;
    return this.product(n);
  }

  reset(): void {
    this.#changes.clear();
    this.#created = 0;
    this.#version++;
  }

  // The query's accessors: the seed's functions unless the product was changed.

  isPublished(n: number): boolean {
    return this.#changes.get(n)?.is_published ?? true;
  }

  priceOf(n: number): number {
    return this.#changes.get(n)?.price ?? priceOf(n);
  }

  createdAtOf(n: number): number {
    return this.#changes.get(n)?.created_at ?? createdAtOf(n);
  }

  categoryIdOf(n: number): string {
    return this.#changes.get(n)?.categoryId ?? categoryOf(n).id;
  }

  foldedNameOf(n: number): string {
    const name = this.#changes.get(n)?.name;
    return name === undefined ? foldedNameOf(n) : fold(name);
  }

  searchTextOf(n: number): string {
    const change = this.#changes.get(n);
    if (change?.name === undefined && change?.description === undefined) return searchTextOf(n);
    const { name, description } = this.product(n);
    return fold(`${name} ${description}`);
  }
}
