/**
 * `npm run catalog:generate -- --products 10000` adds generated products for benchmarks
 * (batched inserts, then index and url rewrites). Running it again adds nothing new.
 */
import { parseArgs } from 'node:util';
import { generateCatalogue } from '../src/features/catalog/catalog-generator';
import { openApp } from './catalog-cli';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' } } });
  const count = Number(values.products);
  const app = await openApp();
  try {
    const started = performance.now();
    const result = await generateCatalogue(app.services.catalog.db, count);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Generated ${result.created} products (${result.skipped} already there) in ${seconds} s`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
