import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The @lumo/* workspace packages ship TypeScript source.
  transpilePackages: ['@lumo/block-schema', '@lumo/blocks', '@lumo/graphql'],
  poweredByHeader: false,
  reactStrictMode: true,
  // /media/* is proxied to the api in src/proxy.ts (runtime API_URL), not with `rewrites` here:
  // next.config rewrites are written into the build and could not follow API_URL at start.
  headers: async () => [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ],
    },
  ],
};

export default nextConfig;
