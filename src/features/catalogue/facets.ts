/**
 * The filter options of a prerendered list page, computed from the products it covers, in
 * the same shape the API's `products.facets` has, so the filter island treats both alike.
 * Only the attribute values: the price range of a scope moves with almost every price edit,
 * and every page of the scope showing it would make one edit re-render hundreds of pages.
 */

export interface Facets {
  readonly attributes: readonly { readonly name: string; readonly values: readonly string[] }[];
}

interface FacetSource {
  readonly attributes: readonly {
    readonly name: string;
    readonly values: readonly { readonly value: string }[];
  }[];
}

/**
 * One display order that respects every product's own order of values (each product lists
 * its values "in display order"): a topological sort of "a comes before b" pairs, ties going
 * to the value seen first. Contradictory input cannot loop: what is left is appended in the
 * order first seen.
 */
export function mergeDisplayOrders(lists: Iterable<readonly string[]>): string[] {
  const firstSeen: string[] = [];
  const after = new Map<string, Set<string>>();
  const incoming = new Map<string, number>();
  for (const list of lists) {
    list.forEach((value, i) => {
      if (!after.has(value)) {
        firstSeen.push(value);
        after.set(value, new Set());
        incoming.set(value, 0);
      }
      const previous = i > 0 ? list[i - 1] : undefined;
      const successors = previous === undefined ? undefined : after.get(previous);
      if (successors && previous !== value && !successors.has(value)) {
        successors.add(value);
        incoming.set(value, (incoming.get(value) ?? 0) + 1);
      }
    });
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < firstSeen.length) {
    const next =
      firstSeen.find((value) => !placed.has(value) && incoming.get(value) === 0) ??
      firstSeen.find((value) => !placed.has(value));
    if (next === undefined) break;
    order.push(next);
    placed.add(next);
    for (const successor of after.get(next) ?? []) {
      incoming.set(successor, (incoming.get(successor) ?? 0) - 1);
    }
  }
  return order;
}

/** The values of each attribute of `products`, in display order. */
export function facetsOf(products: readonly FacetSource[]): Facets {
  const valueLists = new Map<string, string[][]>();
  for (const product of products) {
    for (const attribute of product.attributes) {
      let lists = valueLists.get(attribute.name);
      if (!lists) {
        lists = [];
        valueLists.set(attribute.name, lists);
      }
      lists.push(attribute.values.map((v) => v.value));
    }
  }
  return {
    attributes: [...valueLists].map(([name, lists]) => ({
      name,
      values: mergeDisplayOrders(lists),
    })),
  };
}
