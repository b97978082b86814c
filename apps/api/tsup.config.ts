import { defineConfig } from 'tsup';

/**
 * One ESM bundle for Node 20. Workspace packages (@lumo/*, TypeScript sources) are bundled;
 * everything from node_modules stays external and is resolved at run time.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@lumo\//],
});
