// `npm start`: builds what needs building (Turborepo caches it), then serves the production builds
// of api (4000), storefront (3000) and editor (3001) on the embedded database with demo data.
// The api applies migrations and seeds idempotently at start.
import { run, startStack, stopAll } from './lib/stack.mjs';

const ports = {
  apiPort: Number(process.env.API_PORT ?? 4000),
  storefrontPort: Number(process.env.STOREFRONT_PORT ?? 3000),
  editorPort: Number(process.env.EDITOR_PORT ?? 3001),
};

let children = [];
const shutdown = () => {
  stopAll(children);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  const stack = await startStack(ports);
  children = stack.children;
  console.log(`
  Lumo is running (production builds, embedded database in .data/):
    storefront  ${stack.storefrontUrl}
    editor      ${stack.editorUrl}   (login: see the api's first-start message or .data/editor-credentials.txt)
    api         ${stack.apiUrl}/graphql
    mails       ${stack.apiUrl}/outbox   (what the shop sent: confirmation, password reset, newsletter)
  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(error.message);
  stopAll(children);
  process.exit(1);
}
