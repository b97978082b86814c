import type { MetadataRoute } from 'next';

/** Theme colour of the installed app's title bar: the header's teal (blocks' --lb-teal-900). */
export const THEME_COLOR = '#062a2d';

/**
 * The web app manifest (SPEC §2.2 add-to-home-screen, ADR 0020). One for the whole site: the
 * app starts at the home page and the store view is chosen by the visitor's own links.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Lumo',
    short_name: 'Lumo',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: THEME_COLOR,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
