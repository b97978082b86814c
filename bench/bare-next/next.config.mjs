// The reference app of `npm run bench`: Next.js with its defaults, nothing the storefront adds
// (no headers, no custom server), so the ratios measure what our pages cost on top of Next.js.
// It is not an npm workspace: next and react resolve from the repository's node_modules, so it
// always runs the same versions as the storefront.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The root's lockfile and node_modules are this app's; say so instead of letting Next.js guess.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
};

export default nextConfig;
