import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run catalog:import -- FILE` as a person runs it: a real process on its own embedded
 * database. A file with a bad row imports nothing and says which row and field; a good file
 * imports, and the product is then readable by the api.
 */
const run = promisify(execFile);
const apiRoot = resolve(__dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'lumo-import-'));

async function importFile(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/catalog-import.ts', file],
      {
        cwd: apiRoot,
        // Runs without the database server (CI's PostgreSQL run sets DATABASE_URL).
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const HEADER = 'kind,sku,type,url_key,name,categories,device_type,price_gbp,qty';

describe('catalog:import command', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a CSV with a bad row, naming row and field, and imports nothing of it', async () => {
    const file = join(dataDir, 'bad.csv');
    writeFileSync(
      file,
      [
        HEADER,
        'product,IMPORT-GOOD-1,simple,import-good-one,Import Good One,accessories,accessory,2.50,5',
        'product,IMPORT-BAD-2,simple,import-bad-two,Import Bad Two,accessories,accessory,cheap,5',
      ].join('\n'),
    );
    const result = await importFile(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was imported');
    expect(result.stderr).toMatch(/row 2, price_gbp/);
  }, 150_000);

  it('imports a good CSV and reports what it created', async () => {
    const file = join(dataDir, 'good.csv');
    writeFileSync(
      file,
      [
        HEADER,
        'product,IMPORT-GOOD-1,simple,import-good-one,Import Good One,accessories,accessory,2.50,5',
      ].join('\n'),
    );
    const result = await importFile(file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/1 created/);
    // The first file left nothing behind: importing it now creates the good row only once.
    const again = await importFile(file);
    expect(again.stdout).toMatch(/0 created, 1 updated/);
  }, 200_000);
});
