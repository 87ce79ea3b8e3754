import type { AttributeJson } from '../../db/tables.ts';
import type { ProductPhoto } from '../../../contract/product-content.ts';

/**
 * What a product an editor creates starts with beyond what the editor typed: no photos and no
 * options in a real catalogue (the editor uploads them); the demo draws its own for the new id.
 */
export interface NewProductStart {
  readonly photos: readonly ProductPhoto[];
  readonly attributes: readonly AttributeJson[];
}

export type NewProductStarter = (id: number) => NewProductStart;

export const EMPTY_PRODUCT_START: NewProductStarter = () => ({ photos: [], attributes: [] });
