/**
 * `npm run catalog:import -- FILE` imports a JSON array or CSV file of catalogue rows (format:
 * seed-content/catalog/README.md). All or nothing: any bad row imports nothing and is listed.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { GraphQLError } from 'graphql';
import { openApp } from './catalog-cli';

const MAX_FILE_BYTES = 50 * 1024 * 1024;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run catalog:import -- FILE (.json or .csv)');
    return 2;
  }
  // Checked before reading, so a huge file is refused without loading it.
  if ((await stat(file)).size > MAX_FILE_BYTES) {
    console.error(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    return 2;
  }
  const text = await readFile(file, 'utf8');
  const rows: unknown =
    extname(file).toLowerCase() === '.csv'
      ? parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true })
      : JSON.parse(text);
  const app = await openApp();
  try {
    const result = await app.services.catalog.importRows(rows);
    console.log(`Imported ${file}: ${result.created} created, ${result.updated} updated`);
    return 0;
  } catch (error) {
    if (error instanceof GraphQLError) {
      const rowErrors = error.extensions.rowErrors;
      console.error(Array.isArray(rowErrors) ? 'Nothing was imported:' : error.message);
      if (Array.isArray(rowErrors)) {
        for (const entry of rowErrors as { row: number; field: string; message: string }[]) {
          console.error(`  row ${entry.row}, ${entry.field}: ${entry.message}`);
        }
      }
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
