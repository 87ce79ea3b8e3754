/**
 * The mock's freight rule. A shipment is billed by whole kilograms (the total weight rounded
 * up, at least 1 kg): each service has a price for the first kilogram and one per further
 * kilogram, both by the destination's region, and a delivery time by region. The home page's
 * promise applies on top: products worth R$ 299,00 or more ship free to the South and
 * Southeast and with 50% off the freight elsewhere.
 */
import type { Region } from './cep-table.ts';

export type FreightService = 'PAC' | 'SEDEX';

/** Products subtotal from which the promise applies, in reais. */
export const FREE_FREIGHT_FROM = 299;
/** Regions where the promise makes freight free; every other region gets FREIGHT_DISCOUNT_PERCENT off. */
export const FREE_FREIGHT_REGIONS: ReadonlySet<Region> = new Set(['SUL', 'SUDESTE']);
export const FREIGHT_DISCOUNT_PERCENT = 50;

/** Shipping weight of one unit per category slug, in kilograms (packaging included). */
export const UNIT_WEIGHT_KG: Readonly<Record<string, number>> = {
  notebooks: 2.5,
  monitores: 6,
  perifericos: 0.6,
  redes: 0.8,
  armazenamento: 0.3,
  componentes: 0.5,
};

interface ServiceRate {
  readonly name: string;
  /** Price of the first kilogram, of each further kilogram (reais) and business days, by region. */
  readonly rates: Readonly<Record<Region, readonly [first: number, perKg: number, days: number]>>;
}

// prettier-ignore
export const SERVICES: Readonly<Record<FreightService, ServiceRate>> = {
  PAC: {
    name: 'PAC',
    rates: { SUDESTE: [18, 4, 5], SUL: [22, 4, 6], CENTRO_OESTE: [26, 5, 7], NORDESTE: [30, 6, 9], NORTE: [34, 7, 12] },
  },
  SEDEX: {
    name: 'SEDEX',
    rates: { SUDESTE: [32, 7, 2], SUL: [38, 7, 3], CENTRO_OESTE: [44, 8, 3], NORDESTE: [52, 9, 4], NORTE: [60, 10, 6] },
  },
};

export interface ShipmentLine {
  /** The slug of the product's category, which decides the weight of a unit. */
  readonly categorySlug: string;
  readonly quantity: number;
}

export interface FreightOption {
  readonly service: FreightService;
  readonly name: string;
  /** What the customer pays, in reais. */
  readonly price: number;
  /** The price before the promise, in reais. */
  readonly fullPrice: number;
  readonly deliveryDays: number;
}

/** The promise for a region: from what subtotal, what it takes off, and what a cart still needs. */
export interface FreightPromise {
  /** Products subtotal from which it applies, in reais. */
  readonly minimum: number;
  /** How much more of products the shipment needs to get it, in reais; 0 once it has it. */
  readonly missing: number;
  /** Percent off every option once it applies: 100 (free) or FREIGHT_DISCOUNT_PERCENT. */
  readonly freightDiscountPercent: number;
}

export interface FreightQuote {
  readonly weightKg: number;
  readonly billedKg: number;
  /** The pt-BR sentence of the promise that applied, or null. */
  readonly promotion: string | null;
  readonly promise: FreightPromise;
  readonly options: readonly FreightOption[];
}

function cents(reais: number): number {
  return Math.round(reais * 100);
}

export function shipmentWeightKg(lines: readonly ShipmentLine[]): number {
  const grams = lines.reduce(
    (sum, line) =>
      sum + Math.round((UNIT_WEIGHT_KG[line.categorySlug] ?? 1) * 1000) * line.quantity,
    0,
  );
  return grams / 1000;
}

function promotionFor(region: Region, subtotal: number): string | null {
  if (cents(subtotal) < cents(FREE_FREIGHT_FROM)) return null;
  return FREE_FREIGHT_REGIONS.has(region)
    ? 'Frete grátis: compras a partir de R$ 299,00 para as regiões Sul e Sudeste.'
    : `${FREIGHT_DISCOUNT_PERCENT}% de desconto no frete: compras a partir de R$ 299,00.`;
}

function promiseFor(region: Region, subtotal: number): FreightPromise {
  return {
    minimum: FREE_FREIGHT_FROM,
    missing: Math.max(0, cents(FREE_FREIGHT_FROM) - cents(subtotal)) / 100,
    freightDiscountPercent: FREE_FREIGHT_REGIONS.has(region) ? 100 : FREIGHT_DISCOUNT_PERCENT,
  };
}

/** The freight options for a shipment of `lines` worth `subtotal` reais to `region`. */
export function quoteFreight(
  region: Region,
  lines: readonly ShipmentLine[],
  subtotal: number,
): FreightQuote {
  const weightKg = shipmentWeightKg(lines);
  const billedKg = Math.max(1, Math.ceil(weightKg));
  const promotion = promotionFor(region, subtotal);
  const options = (Object.keys(SERVICES) as FreightService[]).map((service) => {
    const { name, rates } = SERVICES[service];
    const [first, perKg, deliveryDays] = rates[region];
    const full = cents(first) + cents(perKg) * (billedKg - 1);
    const paid =
      promotion === null
        ? full
        : FREE_FREIGHT_REGIONS.has(region)
          ? 0
          : Math.round((full * (100 - FREIGHT_DISCOUNT_PERCENT)) / 100);
    return { service, name, price: paid / 100, fullPrice: full / 100, deliveryDays };
  });
  return { weightKg, billedKg, promotion, promise: promiseFor(region, subtotal), options };
}
