// Bundles the SDL files into one TypeScript module so the api can serve the schema without
// reading files at run time (its production build is a single bundle).
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const schemaDir = new URL('../schema/', import.meta.url).pathname;
const files = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort();
const sdl = files
  .map((name) => `# ${name}\n${readFileSync(join(schemaDir, name), 'utf8')}`)
  .join('\n');
const outDir = new URL('../src/generated/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'type-defs.ts'),
  `// Generated from schema/*.graphql by scripts/emit-type-defs.mjs. Do not edit.\nexport const typeDefs = ${JSON.stringify(sdl)};\n`,
);
console.log(`type-defs.ts: ${files.length} schema files`);
