/**
 * What every shop's database starts with, the demo's and a real one's alike (SEED=none): the
 * shop's categories and attribute values, which the back office offers a new product and cannot
 * create itself, and a plain hero for the home page. No product, customer or staff member: on an
 * empty shop the first admin comes in with `npm run admin:create -- EMAIL`.
 */
import type { Db } from './database.ts';
import type { Seeder } from './seeder.ts';
import { inTransaction } from './transaction.ts';
import { fold } from '../modules/catalogue/text.ts';

export interface ShopCategory {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** The `Tamanho` values products of this category come in. */
  readonly sizes: readonly string[];
}

export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  {
    id: '1',
    slug: 'notebooks',
    name: 'Notebooks',
    description:
      'Notebooks para trabalho, estudo e jogos, entregues configurados e com suporte local.',
    sizes: ['13"', '14"', '15,6"', '16"'],
  },
  {
    id: '2',
    slug: 'monitores',
    name: 'Monitores',
    description:
      'Monitores para escritório, criação e jogos, com ajuste de altura e cores calibradas.',
    sizes: ['24"', '27"', '32"', '34"'],
  },
  {
    id: '3',
    slug: 'perifericos',
    name: 'Periféricos',
    description:
      'Teclados, mouses, headsets e webcams para montar uma estação de trabalho completa.',
    sizes: ['Compacto', 'Padrão', 'Estendido'],
  },
  {
    id: '4',
    slug: 'redes',
    name: 'Redes',
    description: 'Roteadores, switches e pontos de acesso para redes domésticas e empresariais.',
    sizes: ['Compacto', 'Padrão', 'Rack 1U'],
  },
  {
    id: '5',
    slug: 'armazenamento',
    name: 'Armazenamento',
    description: 'SSDs, HDs externos e servidores NAS para guardar e proteger seus dados.',
    sizes: ['M.2 2280', '2,5"', '3,5"', 'Portátil'],
  },
  {
    id: '6',
    slug: 'componentes',
    name: 'Componentes',
    description:
      'Memórias, placas de vídeo, fontes e processadores para montar ou atualizar seu PC.',
    sizes: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  },
];

export const COLORS = ['Preto', 'Branco', 'Prata', 'Cinza', 'Azul', 'Vermelho'] as const;

/** Every `Tamanho` value, in a fixed order (the demo's size masks use these positions). */
export const SIZES: readonly string[] = [...new Set(SHOP_CATEGORIES.flatMap((c) => c.sizes))];

/** When the first content was written (fixed, like every seed date). */
export const SEED_DATE = new Date('2026-11-01T12:00:00-03:00');

/** A new shop's home, which the home page cannot do without; editors replace it in `Conteúdo`. */
export const FIRST_HERO = {
  title: 'Bem-vindo à nossa loja',
  subtitle: 'Nossos produtos chegam em breve.',
  ctaLabel: 'Ver produtos',
  ctaHref: '/produtos',
};

/** The id of an attribute value, the same for every product: `optionValueId('Cor', 'Preto')` is `cor-preto`. */
export function optionValueId(attribute: string, value: string): string {
  const slug = fold(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${fold(attribute)}-${slug}`;
}

/** The shop's categories and attribute values: what a product is filed under. */
export async function seedShopTaxonomy(db: Db): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      SHOP_CATEGORIES.map((category, position) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        description: category.description,
        position,
      })),
    )
    .execute();
  const values = [
    ...COLORS.map((value) => ({ attribute: 'Cor', value })),
    ...SIZES.map((value) => ({ attribute: 'Tamanho', value })),
  ];
  await db
    .insertInto('attribute_values')
    .values(
      values.map(({ attribute, value }, position) => ({
        id: optionValueId(attribute, value),
        attribute,
        value,
        position,
      })),
    )
    .execute();
}

/** A shop with nothing of the demo's (SEED=none): its taxonomy and a plain hero. */
export function shopSeeder(): Seeder {
  return {
    description: 'as categorias da loja, sem produtos, clientes nem equipe',
    seed: (db) =>
      inTransaction(db, async (trx) => {
        await seedShopTaxonomy(trx);
        await trx
          .insertInto('content_blocks')
          .values({ key: 'hero', value: JSON.stringify(FIRST_HERO), updated_at: SEED_DATE })
          .execute();
      }),
  };
}
