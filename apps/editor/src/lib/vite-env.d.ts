/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the storefront, for preview links. Default http://localhost:3000. */
  readonly VITE_STOREFRONT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
