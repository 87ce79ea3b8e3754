/** A version's changed values as people read them in the history, in pt-BR. */
import { plainTextOf } from '../catalogue/text.ts';
import type { CategoryRecord } from '../catalogue/category-store.ts';
import type { ContentField } from '../catalogue/product-content.ts';
import type { ProductPhoto } from '../../../contract/product-content.ts';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DESCRIPTION_CUT = 160;

export function fieldText(
  field: ContentField,
  value: unknown,
  categories: ReadonlyMap<string, CategoryRecord>,
): string {
  switch (field) {
    case 'price':
      return money.format(Number(value));
    case 'quantity':
      return `${Number(value)} em estoque`;
    case 'published':
      return value === true ? 'Sim' : 'Não';
    case 'categoryId':
      return categories.get(String(value))?.name ?? `Categoria ${String(value)}`;
    case 'description': {
      const text = plainTextOf(String(value));
      return text.length > DESCRIPTION_CUT ? `${text.slice(0, DESCRIPTION_CUT - 1)}…` : text;
    }
    case 'photos': {
      const photos = value as readonly ProductPhoto[];
      if (photos.length === 0) return 'Nenhuma foto';
      const alts = photos.map((photo, i) => photo.alt || `foto ${i + 1}`);
      return `${photos.length} ${photos.length === 1 ? 'foto' : 'fotos'}: ${alts.join('; ')}`;
    }
    case 'name':
      return String(value);
  }
}
