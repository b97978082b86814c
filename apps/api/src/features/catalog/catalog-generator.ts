import { getStoreView, STORE_VIEW_CODES } from '@lumo/block-schema';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  categories,
  configurableAttributes,
  productCategories,
  productImages,
  productPrices,
  products,
} from '../../db/schema';
import { importCatalogRows } from './catalog-writes';
import { reindexProducts } from './catalog-index';
import { flavourCode } from './catalog-rules';

/** Largest catalogue the generator makes in one run. */
export const MAX_GENERATED_PRODUCTS = 200_000;

const FLAVOURS = [
  'Peppermint',
  'Simply Mint',
  'Mint Sorbet',
  'Classic Tobacco',
  'Caramel Tobacco',
  'Amber Tobacco',
  'Mango Mango',
  'Berry Ripple',
  'Very Cherry',
  'Crisp Apple',
  'Berry Mint',
  'Banoffee',
  'Lemon Tart',
  'Blue Raspberry',
  'Watermelon Ice',
  'Vanilla Custard',
  'Cola',
  'Pink Grapefruit',
];
const STRENGTHS = [0, 3, 6, 12, 18];
const LINES = ['Classic', 'Reserve', 'Salt', 'Daily', 'Studio', 'Harvest'];
/** Base prices in minor units per currency (a 10 ml bottle). */
const BASE_PRICE: Record<string, number> = { GBP: 399, EUR: 449, CAD: 799, CHF: 590, USD: 549 };
const CHUNK = 500;

/** A deterministic pseudo-random sequence, so two runs generate the same catalogue. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Adds `count` benchmark products (e-liquids, a fifth of them configurable with three strength
 * variants) under generated categories, with prices in every store view's currency and stock,
 * in batched inserts; then builds their index and url rewrites. Skus start with GEN-, so a
 * second run with the same count adds nothing.
 */
export async function generateCatalogue(
  db: Database,
  count: number,
): Promise<{ created: number; skipped: number }> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_PRODUCTS) {
    throw new Error(`--products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}`);
  }
  const lines = LINES.map((line) => ({
    kind: 'category' as const,
    url_path: `generated/${line.toLowerCase()}`,
    name: `${line} range`,
  }));
  await importCatalogRows(db, [
    { kind: 'category', url_path: 'generated', name: 'More e-liquids', position: 9 },
    ...lines,
  ]);
  const categoryRows = await db
    .select({ id: categories.id, urlPath: categories.urlPath })
    .from(categories)
    .where(
      inArray(
        categories.urlPath,
        lines.map((line) => line.url_path),
      ),
    );
  const categoryIds = categoryRows.map((row) => row.id);
  const random = sequence(count);
  let created = 0;
  let skipped = 0;
  // The search indexes merge new entries on every insert (fastupdate off, migration 0004),
  // slow for thousands of rows: queue them during the run and merge them once at the end.
  await setGinFastUpdate(db, true);
  try {
    for (let start = 0; start < count; start += CHUNK) {
      const size = Math.min(CHUNK, count - start);
      const batch = Array.from({ length: size }, (_, offset) => {
        const number = start + offset + 1;
        const flavour = FLAVOURS[Math.floor(random() * FLAVOURS.length)] ?? 'Peppermint';
        const line = LINES[number % LINES.length] ?? 'Classic';
        const configurable = number % 5 === 0;
        return {
          number,
          flavour,
          line,
          configurable,
          strength: STRENGTHS[Math.floor(random() * STRENGTHS.length)] ?? 12,
          priceFactor: 0.8 + random() * 1.6,
          qty: random() < 0.08 ? 0 : Math.floor(random() * 200),
          categoryId: categoryIds[number % categoryIds.length] ?? categoryIds[0] ?? 2,
        };
      });
      const skus = batch.map((item) => `GEN-${item.number}`);
      const existing = new Set(
        (
          await db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))
        ).map((row) => row.sku),
      );
      const fresh = batch.filter((item) => !existing.has(`GEN-${item.number}`));
      skipped += batch.length - fresh.length;
      if (fresh.length === 0) continue;
      const parents = await db
        .insert(products)
        .values(
          fresh.map((item) => ({
            type: item.configurable ? ('configurable' as const) : ('simple' as const),
            sku: `GEN-${item.number}`,
            urlKey: `${flavourCode(item.flavour)}-${item.line.toLowerCase()}-${item.number}`,
            name: `${item.flavour} ${item.line} E-liquid 10 ml${item.configurable ? '' : `, ${item.strength} mg/ml`}`,
            shortDescription: `${item.flavour} in the ${item.line} range, 10 ml bottle.`,
            description: `<p>${item.flavour} e-liquid from the ${item.line} range in a 10 ml child-resistant bottle.</p>`,
            flavour: item.flavour,
            nicotineMgMl: item.configurable ? null : item.strength,
            volumeMl: 10,
            deviceType: 'e-liquid' as const,
            stockQty: item.qty,
            isInStock: item.qty > 0,
          })),
        )
        .returning({ id: products.id, sku: products.sku });
      const idOf = new Map(parents.map((row) => [row.sku, row.id]));
      const variants = fresh.filter((item) => item.configurable);
      const children = variants.length
        ? await db
            .insert(products)
            .values(
              variants.flatMap((item) =>
                [6, 12, 18].map((strength) => ({
                  type: 'simple' as const,
                  sku: `GEN-${item.number}-${strength}`,
                  urlKey: `gen-${item.number}-${strength}mg`,
                  parentId: idOf.get(`GEN-${item.number}`) ?? null,
                  name: `${item.flavour} ${item.line} E-liquid 10 ml, ${strength} mg/ml`,
                  visibility: 1,
                  flavour: item.flavour,
                  nicotineMgMl: strength,
                  volumeMl: 10,
                  deviceType: 'e-liquid' as const,
                  stockQty: item.qty,
                  isInStock: item.qty > 0,
                })),
              ),
            )
            .returning({ id: products.id, sku: products.sku })
        : [];
      const factorOf = new Map(fresh.map((item) => [`GEN-${item.number}`, item.priceFactor]));
      const priced = [
        ...parents.filter((row) => !variants.some((item) => `GEN-${item.number}` === row.sku)),
        ...children,
      ];
      await db.insert(productPrices).values(
        priced.flatMap((row) =>
          STORE_VIEW_CODES.map((storeView) => {
            const currency = getStoreView(storeView).currency;
            const factor = factorOf.get(row.sku.replace(/-\d+$/, '')) ?? factorOf.get(row.sku) ?? 1;
            return {
              productId: row.id,
              storeView,
              currency,
              priceMinor: Math.round(((BASE_PRICE[currency] ?? 500) * factor) / 10) * 10 - 1,
            };
          }),
        ),
      );
      await db.insert(productCategories).values(
        fresh.map((item, position) => ({
          productId: idOf.get(`GEN-${item.number}`) ?? 0,
          categoryId: item.categoryId,
          position,
        })),
      );
      await db.insert(productImages).values(
        fresh.map((item) => ({
          productId: idOf.get(`GEN-${item.number}`) ?? 0,
          url: `/media/flavour-${flavourCode(FLAVOURS.slice(0, 12).includes(item.flavour) ? item.flavour : 'Peppermint')}.svg`,
          label: item.flavour,
          position: 0,
        })),
      );
      if (variants.length) {
        await db.insert(configurableAttributes).values(
          variants.flatMap((item) =>
            (['flavour', 'nicotine_strength'] as const).map((attributeCode, position) => ({
              productId: idOf.get(`GEN-${item.number}`) ?? 0,
              attributeCode,
              position,
            })),
          ),
        );
      }
      await reindexProducts(db, [...idOf.values()], { rewrites: true });
      created += fresh.length;
    }
  } finally {
    await db.execute(
      sql`SELECT ${sql.join(
        GIN_INDEXES.map((name) => sql`gin_clean_pending_list(${name}::regclass)`),
        sql`, `,
      )}`,
    );
    await setGinFastUpdate(db, false);
  }
  // Fresh planner statistics for the searches and listings that follow (PGlite has no
  // autovacuum to gather them).
  if (created > 0) await db.execute(sql`ANALYZE product_index, search_terms`);
  return { created, skipped };
}

const GIN_INDEXES = [
  'product_index_search_idx',
  'product_index_trgm_idx',
  'product_index_categories_idx',
];

async function setGinFastUpdate(db: Database, on: boolean): Promise<void> {
  for (const name of GIN_INDEXES) {
    await db.execute(sql.raw(`ALTER INDEX ${name} SET (fastupdate = ${on ? 'on' : 'off'})`));
  }
}
