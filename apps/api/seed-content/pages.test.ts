import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BLOCK_DEFINITIONS,
  DEFAULT_CONTENT_LINKS,
  SITE_FOOTER_PATH,
  STORE_VIEW_CODES,
  formatPageIssues,
  siteFooterIssues,
  validatePage,
  walkBlocks,
  type BlockNode,
} from '@lumo/block-schema';

/**
 * The seed content the api publishes for every store view: the four marketing pages must be
 * valid pages, use only the shipped media (with its real size and alt text), link only to routes
 * the storefront has, and together show every block type the builder offers but those whose
 * declaration says why not (`notInSeedPages`).
 */
const here = dirname(fileURLToPath(import.meta.url));
const pagesDir = join(here, 'pages');
const mediaDir = join(here, '..', 'seed-media');

const manifestSchema = z.array(
  z.object({
    file: z.string().regex(/^[a-z0-9-]+\.(webp|svg|webm)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  }),
);
const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')),
);

/**
 * Block types deliberately left out of the seed pages: their declaration gives the reason
 * (`notInSeedPages`). A new block type goes into a seed page or says why not; the coverage test
 * fails while it does neither.
 */
const NOT_IN_SEED_PAGES: ReadonlySet<string> = new Set(
  BLOCK_DEFINITIONS.filter((definition) => definition.notInSeedPages).map(
    (definition) => definition.type,
  ),
);

/** Store views whose pages are written in English (the manifest's alt texts are English). */
const ENGLISH_STORE_VIEWS: ReadonlySet<string> = new Set(['uk', 'ie', 'eu', 'ca', 'us']);

const manifestByFile = new Map(manifest.map((entry) => [entry.file, entry]));

interface SeedPage {
  file: string;
  json: { path: string; storeView: string; title: string; blocks: BlockNode[] };
}

function readSeedFolder(dir: string, label: string): SeedPage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file: `${label}${file}`,
      json: JSON.parse(readFileSync(join(dir, file), 'utf8')),
    }));
}

const pages: SeedPage[] = readSeedFolder(pagesDir, '');
/** The site footer of each store view (ADR 0022), shown below every page. */
const footers: SeedPage[] = readSeedFolder(join(here, 'site-footer'), 'site-footer/');
/** Every seeded page, marketing pages and site footers: the content rules hold for all. */
const allPages: SeedPage[] = [...pages, ...footers];

/** Every string in a value, with the key it sits under. */
function* strings(value: unknown, key = ''): Generator<{ key: string; value: string }> {
  if (typeof value === 'string') yield { key, value };
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) yield* strings(child, childKey);
  }
}

/** Every image value ({ url, alt, width?, height? }) in a value. */
function* imageRefs(
  value: unknown,
): Generator<{ url: string; alt?: string; width?: number; height?: number }> {
  if (Array.isArray(value)) for (const item of value) yield* imageRefs(item);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && 'alt' in record) {
      yield record as { url: string; alt?: string; width?: number; height?: number };
    }
    for (const child of Object.values(record)) yield* imageRefs(child);
  }
}

const LINK_KEYS = new Set(['href', 'buttonHref', 'buttonLink', 'link', 'productLink', 'tabHref']);

/** Internal links of a page: link props plus <a href> inside markup. */
function internalLinks(blocks: BlockNode[]): string[] {
  const links: string[] = [];
  for (const { key, value } of strings(blocks)) {
    if (LINK_KEYS.has(key) && value.startsWith('/')) links.push(value);
    for (const match of value.matchAll(/href="(\/[^"]*)"/g)) links.push(match[1]!);
  }
  return links;
}

/** Routes of SPEC §2.1 (brand "lumo") and §2.6, plus the seeded marketing pages themselves. */
const KNOWN_ROUTES = new Set<string>([
  '/',
  '/storelocator',
  '/track-order',
  '/why-lumo',
  '/lumo-flavors',
  '/what-is-vapor',
  '/contacts',
  '/search',
  '/terms-of-service',
  '/privacy-policy',
  '/terms-and-conditions',
  '/faq',
  '/newsletter-signup',
  '/recycling',
  '/vaping-jargon-buster',
  ...DEFAULT_CONTENT_LINKS,
]);

describe('seed media', () => {
  const shippedFiles = readdirSync(mediaDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(webp|svg|webm)$/.test(entry.name))
    .map((entry) => entry.name);

  it('lists every shipped file in manifest.json and nothing that is missing', () => {
    expect(shippedFiles.filter((file) => !manifestByFile.has(file))).toEqual([]);
    expect(manifest.filter((entry) => !shippedFiles.includes(entry.file))).toEqual([]);
    expect(new Set(manifest.map((entry) => entry.file)).size).toBe(manifest.length);
  });

  it('gives every file an alt text', () => {
    expect(manifest.filter((entry) => entry.alt.trim() === '')).toEqual([]);
  });

  it('ships images of the pixel size the manifest records', () => {
    for (const entry of manifest.filter((item) => !item.file.endsWith('.webm'))) {
      const { width, height } = imageSize(readFileSync(join(mediaDir, entry.file)));
      expect([width, height], entry.file).toEqual([entry.width, entry.height]);
    }
  });

  it('keeps every file light enough for a storefront page', () => {
    for (const entry of manifest) {
      const budget = entry.file.endsWith('.webm') ? 300 * 1024 : 60 * 1024;
      expect(statSync(join(mediaDir, entry.file)).size, entry.file).toBeLessThan(budget);
    }
  });

  it('ships SVGs without scripts, event handlers or external references', () => {
    for (const entry of manifest.filter((item) => item.file.endsWith('.svg'))) {
      const svg = readFileSync(join(mediaDir, entry.file), 'utf8');
      expect(svg, entry.file).not.toMatch(
        /<script|\bon[a-z]+=|xlink:href|href="http|<foreignObject/i,
      );
    }
  });
});

describe('seed pages', () => {
  it('are the four marketing pages of store view uk', () => {
    expect(pages.map((page) => page.json.path).sort()).toEqual([
      '/',
      '/not-found',
      '/vaping-jargon-buster',
      '/what-is-vapor',
    ]);
    for (const page of pages) expect(page.json.storeView, page.file).toBe('uk');
  });

  it.each(allPages.map((page) => [page.file, page] as const))(
    '%s is a valid published page',
    (_, page) => {
      const result = validatePage(page.json);
      if (!result.ok) {
        expect.fail(`${page.file} is not a valid page:\n${formatPageIssues(result.issues)}`);
      }
      // Saved props are the complete, normalised props: validating changes nothing but markup
      // whitespace, so what the api stores is what editors will see.
      expect(JSON.parse(JSON.stringify(result.page.blocks))).toEqual(page.json.blocks);
    },
  );

  const usedTypes = new Set(
    allPages.flatMap((page) => [...walkBlocks(page.json.blocks)].map((block) => block.type)),
  );

  it('together use every block type of the builder that is not opted out', () => {
    const unused = BLOCK_DEFINITIONS.map((definition) => definition.type).filter(
      (type) => !usedTypes.has(type) && !NOT_IN_SEED_PAGES.has(type),
    );
    expect(
      unused,
      'add these to a seed page, or give their declaration a notInSeedPages reason',
    ).toEqual([]);
  });

  it('opt out no block type that they use', () => {
    expect([...NOT_IN_SEED_PAGES].filter((type) => usedTypes.has(type))).toEqual([]);
  });

  it.each(allPages.map((page) => [page.file, page] as const))(
    '%s uses only shipped media, with its size and alt text',
    (_, page) => {
      for (const { value } of strings(page.json.blocks)) {
        if (!value.startsWith('/media/')) continue;
        const file = value.slice('/media/'.length);
        expect(existsSync(join(mediaDir, file)), `${value} is not in seed-media`).toBe(true);
        expect(manifestByFile.has(file), `${file} is not in manifest.json`).toBe(true);
      }
      for (const image of imageRefs(page.json.blocks)) {
        if (!image.url) continue;
        const entry = manifestByFile.get(image.url.replace('/media/', ''));
        expect(entry, image.url).toBeDefined();
        expect([image.width, image.height], image.url).toEqual([entry!.width, entry!.height]);
        // Decorative images (icons beside text, background textures) have an empty alt. A page
        // in another language (the Greek and Swiss site footers) says the manifest's alt text
        // in its own words, so only English pages are compared with it.
        if (ENGLISH_STORE_VIEWS.has(page.json.storeView)) {
          expect(['', entry!.alt], image.url).toContain(image.alt);
        }
      }
    },
  );

  it.each(allPages.map((page) => [page.file, page] as const))(
    '%s links only to storefront routes',
    (_, page) => {
      const unknown = internalLinks(page.json.blocks).filter((link) => !KNOWN_ROUTES.has(link));
      expect(unknown).toEqual([]);
    },
  );

  it('shows the UK nicotine warning, exactly, near the top of the home page', () => {
    const home = pages.find((page) => page.json.path === '/')!;
    const index = home.json.blocks.findIndex((block) => block.type === 'WarningBannerBlock');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThanOrEqual(2);
    const text = String(home.json.blocks[index]!.props.text).replace(/<[^>]+>/g, '');
    expect(text).toBe('This product contains nicotine which is a highly addictive substance');
  });

  it('advertises no promotions and no product above the UK limits', () => {
    for (const page of allPages) {
      for (const { value } of strings(page.json)) {
        expect(value, page.file).not.toMatch(/SALE!|%\s*off|discount|<(s|del|strike)>|free gift/i);
        // Capacities: pods and tanks at most 2 ml, refills at most 10 ml.
        for (const match of value.matchAll(/(\d+(?:\.\d+)?)\s*ml\b/gi)) {
          expect(Number(match[1]), `${page.file}: "${value}"`).toBeLessThanOrEqual(10);
        }
        for (const match of value.matchAll(/(\d+(?:\.\d+)?)\s*mg\/ml/gi)) {
          expect(Number(match[1]), `${page.file}: "${value}"`).toBeLessThanOrEqual(20);
        }
      }
      for (const block of walkBlocks(page.json.blocks)) {
        if (block.type !== 'FlavourGrid') continue;
        const items = block.props.items as { values: number[] }[];
        for (const item of items) expect(Math.max(...item.values)).toBeLessThanOrEqual(20);
      }
    }
  });

  it('are one site footer per store view, at its reserved location, fit for the footer', () => {
    expect(footers.map((page) => page.file)).toEqual(
      [...STORE_VIEW_CODES].sort().map((code) => `site-footer/${code}.json`),
    );
    for (const footer of footers) {
      expect(footer.file).toBe(`site-footer/${footer.json.storeView}.json`);
      expect(footer.json.path).toBe(SITE_FOOTER_PATH);
      expect(siteFooterIssues(footer.json), footer.file).toEqual([]);
    }
  });

  it('uses no Footer block in the marketing pages: the site footer is below every page', () => {
    for (const page of pages) {
      expect(
        [...walkBlocks(page.json.blocks)].map((block) => block.type),
        page.file,
      ).not.toContain('Footer');
    }
  });

  it('uses block ids that are unique across the four pages', () => {
    const ids = pages.flatMap((page) => [...walkBlocks(page.json.blocks)].map((block) => block.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
