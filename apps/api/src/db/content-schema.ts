// Content tables (CMS pages and blocks, FAQ, directory). Owned by src/features/cms and
// src/features/directory.
export {};
