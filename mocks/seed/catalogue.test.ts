import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_MAX_VALUES,
  PRODUCT_MAX_ATTRIBUTES,
  PRODUCT_MAX_PHOTOS,
} from '../../api/core/constants.ts';
import { productOf } from './catalogue.ts';
import { CATEGORIES, COLORS } from './vocabulary.ts';

describe('the seed catalogue', () => {
  it('fits the shape the API bounds its query costs with', () => {
    const longest = Math.max(COLORS.length, ...CATEGORIES.map((category) => category.sizes.length));
    expect(longest).toBeLessThanOrEqual(ATTRIBUTE_MAX_VALUES);
    for (let n = 1; n <= 500; n++) {
      const product = productOf(n);
      expect(product.photos.length).toBeLessThanOrEqual(PRODUCT_MAX_PHOTOS);
      expect(product.attributes.length).toBeLessThanOrEqual(PRODUCT_MAX_ATTRIBUTES);
      for (const attribute of product.attributes) {
        expect(attribute.values.length).toBeLessThanOrEqual(ATTRIBUTE_MAX_VALUES);
      }
    }
  });
});
