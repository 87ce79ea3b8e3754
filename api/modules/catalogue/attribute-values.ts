/**
 * The values products come in (`Cor`, `Tamanho`), as the `attribute_values` table lists them:
 * how a shopper's filter by names becomes value ids, and value ids become the filters' choices.
 */
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';
import { fold } from './text.ts';

export type AttributeValue = Row<'attribute_values'>;

export interface AttributeFilter {
  readonly name: string;
  readonly values: readonly string[];
}

export interface ChosenValues {
  /** One group per filter: a product must have a value of every group. */
  readonly groups: { readonly attribute: string; readonly ids: string[] }[];
  /** A filter names an attribute no product has: nothing can match. */
  readonly impossible: boolean;
}

/** Every known value in display order. */
export function loadAttributeValues(db: Db): Promise<AttributeValue[]> {
  return db.selectFrom('attribute_values').selectAll().orderBy('position').execute();
}

/** The value ids a listing filter chooses, matched without case or accents. */
export function chosenValues(
  vocabulary: readonly AttributeValue[],
  filters: readonly AttributeFilter[],
): ChosenValues {
  const groups: ChosenValues['groups'] = [];
  let impossible = false;
  for (const filter of filters) {
    if (filter.values.length === 0) continue;
    const name = fold(filter.name.trim());
    const ofAttribute = vocabulary.filter((value) => fold(value.attribute) === name);
    if (ofAttribute.length === 0) {
      impossible = true;
      continue;
    }
    const wanted = new Set(filter.values.map((value) => fold(value.trim())));
    groups.push({
      attribute: ofAttribute[0]?.attribute ?? filter.name,
      ids: ofAttribute.filter((value) => wanted.has(fold(value.value))).map((value) => value.id),
    });
  }
  return { groups, impossible };
}

/** Each attribute's display values among `ids`, attributes and values in display order. */
export function facetValues(
  vocabulary: readonly AttributeValue[],
  ids: ReadonlySet<string>,
): { name: string; values: string[] }[] {
  const byAttribute = new Map<string, string[]>();
  for (const value of vocabulary) {
    const values = byAttribute.get(value.attribute) ?? [];
    if (ids.has(value.id)) values.push(value.value);
    byAttribute.set(value.attribute, values);
  }
  return [...byAttribute].map(([name, values]) => ({ name, values }));
}
