// `npm run test:e2e`: builds everything, starts the production builds of api, storefront and
// editor on their own ports with a fresh embedded database, and runs Playwright in Debian's
// Chromium (CHROMIUM_PATH overrides /usr/bin/chromium; Playwright's own download is not used).
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { repoRoot, withStack } from './lib/stack.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const editorEmail = 'e2e-admin@lumo.test';
const editorPassword = randomBytes(12).toString('base64url');

function runPlaywright(stack) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_API_URL: stack.apiUrl,
        E2E_STOREFRONT_URL: stack.storefrontUrl,
        E2E_EDITOR_URL: stack.editorUrl,
        E2E_EDITOR_EMAIL: editorEmail,
        E2E_EDITOR_PASSWORD: editorPassword,
        E2E_DATA_DIR: stack.dataDir,
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let exitCode = 1;
try {
  exitCode = await withStack(
    {
      // E2E_PORT_BASE moves all three (a second checkout can run its e2e beside this one).
      apiPort: portBase + 1000,
      storefrontPort: portBase,
      editorPort: portBase + 1,
      env: {
        EDITOR_EMAIL: editorEmail,
        EDITOR_PASSWORD: editorPassword,
        ENABLE_BLOCK_GALLERY: '1',
        // Scheduled publishes are checked often so the e2e does not wait long.
        SCHEDULER_INTERVAL_MS: '1000',
        // Every spec registers and signs in from 127.0.0.1: customer rate limits x100 (ADR 0024).
        RATE_LIMIT_SCALE: '100',
        // The uk store view names a GA4 id so e2e/client-platform.spec.ts sees consent-gated
        // analytics (the script host is routed to a fake there; nothing leaves the machine).
        ANALYTICS_SETTINGS: JSON.stringify({ uk: { account_id: 'G-E2ETEST1' } }),
        // The store locator's map tiles (ADR 0028): a host that does not exist, which
        // e2e/store-locator.spec.ts routes to a fake tile server; plain http, so the run also
        // proves the storefront adds the tile origin to its img-src at start.
        MAP_TILE_URL: 'http://tiles.lumo.test/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Map tiles: Lumo e2e fake tile server',
        // The uk store view's protected forms need an X-ReCaptcha token (ADR 0027): the account
        // and TRS specs prove the forms send one. No RECAPTCHA_SECRET_KEY: the api's local test
        // verifier, whose token the storefront sends when the store view has no site key.
        CAPTCHA_STORE_VIEWS: 'uk',
      },
    },
    runPlaywright,
  );
} catch (error) {
  console.error(error.message);
}
process.exit(exitCode);
