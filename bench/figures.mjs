// Prints a bench run's figures as Markdown for docs/performance.md's "Latest figures":
//   npm run bench:figures [-- path/to/latest.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figuresMarkdown } from './lib/figures-markdown.mjs';

const file =
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/latest.json');
console.log(figuresMarkdown(JSON.parse(readFileSync(file, 'utf8'))));
