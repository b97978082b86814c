import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from the environment, or one generated once and kept in the data folder so that it
 * survives restarts and other local processes (the storefront) can read the same file.
 */
export function loadOrCreateSecret(dataDir: string, fileName: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const PREVIEW_SECRET_FILE = 'preview-secret';
export const REVALIDATE_SECRET_FILE = 'revalidate-secret';
