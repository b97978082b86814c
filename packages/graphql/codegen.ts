import type { CodegenConfig } from '@graphql-codegen/cli';

/** Generated code is produced by `npm run build` and never edited by hand (src/generated is ignored). */
const scalars = { JSON: 'unknown' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'operations/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: { scalars, useTypeImports: true, enumsAsTypes: true, contextType: 'unknown' },
    },
    'src/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
