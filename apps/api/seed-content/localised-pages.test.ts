import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  STORE_VIEWS,
  formatPageIssues,
  getStoreView,
  validatePage,
  walkBlocks,
  type BlockNode,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import { readSeedPages, seedPagesForStoreView } from '../src/features/builder-pages/seed-pages';
import { formatPrice, freeDeliveryThresholdOf } from '../src/features/localised-seed/market-facts';
import { MARKET_RULES } from '../src/features/store/market-data';
import { MemoryLogger } from '../src/logger';

/**
 * Every store view's seeded pages (ADR 0023): in its language (gr Greek, ch German, the others
 * English) and with its own market's facts: currency and free-delivery threshold, minimum age,
 * nicotine and capacity limits. The Footer block is the site footer's business (a page of its
 * own), so it is left out of these checks.
 */
const logger = new MemoryLogger();
const set = await readSeedPages(join(import.meta.dirname, 'pages'), logger);
const pagesOf = new Map<StoreViewCode, PublishedPage[]>(
  STORE_VIEWS.map((view) => [view.code, seedPagesForStoreView(set, view.code, logger)]),
);
const SEED_PAGE_PATHS = ['/', '/not-found', '/vaping-jargon-buster', '/what-is-vapor'];

/** Keys whose strings are not copy (links, colours, ids, option values). */
const NOT_COPY = new Set([
  'url',
  'href',
  'buttonHref',
  'buttonLink',
  'link',
  'productLink',
  'tabHref',
  'textAlign',
  'textColor',
  'background',
  'iconFilter',
  'iconBackgroundColor',
  'buttonVariant',
  'actionButtonScrollTo',
  'width',
  'columns',
  'spacing',
  'value',
  'unit',
  'valueNumber',
  'valuesSign',
]);

/** The copy of a page (title, meta description, block text props), without the Footer block. */
function copyOf(page: PublishedPage): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [
    { key: 'title', text: page.title },
    { key: 'meta.description', text: page.meta.description },
  ];
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (
        !NOT_COPY.has(key) &&
        value.trim() !== '' &&
        !/^(\/|#|https?:|tel:|mailto:)/.test(value)
      ) {
        out.push({ key, text: value });
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) visit(item, child);
    }
  };
  for (const block of blocksOf(page)) visit(block.props, block.type);
  return out;
}

function blocksOf(page: PublishedPage): BlockNode[] {
  return [...walkBlocks(page.blocks)].filter((block) => block.type !== 'Footer');
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** Intl separates amount and symbol with a no-break space; the checks compare plain spaces. */
const price = (storeView: StoreViewCode, amount: number) =>
  formatPrice(storeView, amount).replace(/\s/g, ' ');
const pageText = (page: PublishedPage) =>
  copyOf(page)
    .map((item) => plain(item.text))
    .join('\n');

/** Product and brand names, and terms the Greek and German copy keep as they are. */
const NAMES = new Set([
  'Lumo Compact',
  'Lumo Pro',
  'Peppermint',
  'Simply Mint',
  'Mint Sorbet',
  'Classic Tobacco',
  'Caramel Tobacco',
  'Amber Tobacco',
  'Mango Mango',
  'Berry Ripple',
  'Very Cherry',
  'Crisp Apple',
  'Berry Mint',
  'Banoffee',
]);

function page(storeView: StoreViewCode, path: string): PublishedPage {
  const found = pagesOf.get(storeView)!.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${storeView} has no seed page at ${path}`);
  return found;
}

describe('localised seed pages', () => {
  it('are read and localised without errors', () => {
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it.each(STORE_VIEWS.map((view) => [view.code] as const))(
    '%s has the four marketing pages, valid, with every market fact filled in',
    (storeView) => {
      const pages = pagesOf.get(storeView)!;
      expect(pages.map((candidate) => candidate.path).sort()).toEqual(SEED_PAGE_PATHS);
      for (const candidate of pages) {
        expect(candidate.storeView).toBe(storeView);
        const result = validatePage(candidate);
        if (!result.ok)
          expect.fail(`${storeView} ${candidate.path}:\n${formatPageIssues(result.issues)}`);
        expect(JSON.stringify(candidate), `${storeView} ${candidate.path}`).not.toMatch(
          /\{\{\s*\w+\s*\}\}/,
        );
      }
    },
  );

  it.each([['gr'], ['ch']] as const)(
    '%s keeps the English pages’ blocks, images and links, and leaves out the Footer',
    (storeView) => {
      for (const path of SEED_PAGE_PATHS) {
        const own = page(storeView, path);
        const base = page('uk', path);
        const shape = (candidate: PublishedPage) =>
          blocksOf(candidate).map((block) => ({
            id: block.id,
            type: block.type,
            version: block.version,
            links: JSON.stringify(block.props).match(/"(\/[^"]*|https?:[^"]*)"/g),
          }));
        expect(shape(own), `${storeView} ${path}`).toEqual(shape(base));
        expect([...walkBlocks(own.blocks)].some((block) => block.type === 'Footer')).toBe(false);
      }
    },
  );

  it.each([['gr'], ['ch']] as const)(
    '%s repeats no English sentence of the uk copy',
    (storeView) => {
      for (const path of SEED_PAGE_PATHS) {
        const english = new Set(copyOf(page('uk', path)).map((item) => plain(item.text)));
        const same = copyOf(page(storeView, path))
          .map((item) => plain(item.text))
          .filter((text) => english.has(text) && !NAMES.has(text));
        expect(same, `${storeView} ${path}`).toEqual([]);
      }
    },
  );

  it('writes the Greek pages in Greek', () => {
    for (const path of SEED_PAGE_PATHS) {
      for (const { key, text } of copyOf(page('gr', path))) {
        const words = plain(text);
        if (NAMES.has(words) || words.split(' ').length < 2) continue;
        expect(words, `${path} ${key}`).toMatch(/[\u0370-\u03ff]/);
        expect(words, `${path} ${key}`).not.toMatch(/\b(the|and|of|with|your|you|is|are|to)\b/i);
      }
    }
    // Upper-case Greek is written without accents (SPEC §9).
    const header = page('gr', '/not-found').blocks.find((block) => block.type === 'NotFoundHeader');
    expect(header?.props.title).toBe('ΛΥΠΟΥΜΑΣΤΕ ΠΟΛΥ.');
  });

  it('writes the Swiss pages in German, with Swiss spelling (ss, never ß)', () => {
    // Words English sentences cannot do without and German never uses.
    const english = /\b(the|and|of|with|your|you|is|are|to|for|this|that|when|what|it)\b/i;
    const german = /\b(und|der|die|das|mit|Sie|für|nicht|ein|eine|ist)\b/;
    for (const path of SEED_PAGE_PATHS) {
      const texts = copyOf(page('ch', path)).map((item) => ({ ...item, words: plain(item.text) }));
      for (const { key, words } of texts) {
        expect(words, `${path} ${key}`).not.toContain('ß');
        expect(words, `${path} ${key}`).not.toMatch(english);
      }
      expect(texts.filter(({ words }) => german.test(words)).length, path).toBeGreaterThan(
        texts.length / 3,
      );
    }
  });
});

/** How each currency shows, and how a shopper would tell it apart. */
const CURRENCY_MARKS: Record<string, RegExp> = {
  GBP: /£|GBP/,
  EUR: /€|EUR/,
  CHF: /CHF/,
  CAD: /CA\$|CAD/,
  USD: /US\$|USD/,
};

describe('market facts in the seeded pages', () => {
  it.each(STORE_VIEWS.map((view) => [view.code] as const))(
    '%s shows its own free-delivery threshold, in its own currency only',
    (storeView) => {
      const { currency } = getStoreView(storeView);
      const text = pagesOf.get(storeView)!.map(pageText).join('\n');
      const own = price(storeView, freeDeliveryThresholdOf(storeView));
      expect(text).toContain(own);
      for (const [other, mark] of Object.entries(CURRENCY_MARKS)) {
        if (other !== currency) expect(text, `${storeView} shows ${other}`).not.toMatch(mark);
      }
      // No other market's threshold as written there ("$20.00" is Canada's, never the US's).
      for (const view of STORE_VIEWS) {
        const theirs = price(view.code, freeDeliveryThresholdOf(view.code));
        if (theirs !== own) expect(text, `${storeView} shows ${theirs}`).not.toContain(theirs);
      }
      // Every amount of money in the copy is the threshold.
      for (const match of text.matchAll(
        /[£€$]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?€|CHF\s?\d+(?:[.,]\d+)?/g,
      )) {
        expect(match[0], storeView).toBe(
          own.replace(/\u00a0/g, ' ').trim() === match[0] ? match[0] : own,
        );
      }
    },
  );

  it.each(STORE_VIEWS.map((view) => [view.code, view.minimumAge] as const))(
    '%s names minimum age %i wherever its copy names an age',
    (storeView, minimumAge) => {
      const text = pagesOf.get(storeView)!.map(pageText).join('\n');
      const ages = [...text.matchAll(/aged (\d+)|(\d+) ετών|ab (\d+) Jahren|at least (\d+)/g)].map(
        (match) => Number(match[1] ?? match[2] ?? match[3] ?? match[4]),
      );
      expect(ages.length, storeView).toBeGreaterThan(0);
      expect(new Set(ages), storeView).toEqual(new Set([minimumAge]));
    },
  );

  it.each(STORE_VIEWS.map((view) => [view.code] as const))(
    '%s quotes only its own market’s limits and laws',
    (storeView) => {
      const rules = MARKET_RULES[storeView];
      const text = pagesOf.get(storeView)!.map(pageText).join('\n');
      for (const match of text.matchAll(/(\d+)\s*mg\/ml/g)) {
        expect(Number(match[1])).toBeLessThanOrEqual(rules.maxNicotineMgMl ?? 20);
      }
      for (const match of text.matchAll(/(\d+)(?:\s|-)ml\b/g)) {
        expect(Number(match[1])).toBeLessThanOrEqual(rules.maxRefillMl ?? 10);
      }
      if (storeView !== 'uk') {
        // The UK's regulator, rules and disposables ban are the UK's.
        expect(text).not.toMatch(
          /MHRA|UK rules|UK maximum|UK limit|in the UK since|Tobacco and Related Products/,
        );
      }
      if (rules.maxNicotineMgMl === null) {
        expect(text).not.toMatch(/limit is \d+ mg\/ml|at most \d+ mg\/ml of nicotine/);
      }
      if (rules.maxTankMl === null) {
        expect(text).not.toMatch(/may hold under \w+ rules|the \w+ maximum/);
      }
      if (storeView === 'ca' || storeView === 'us') {
        // WEEE take-back is UK and EU law; elsewhere it is Lumo's own programme.
        expect(text).not.toMatch(/WEEE/);
      }
    },
  );
});
