import { STORE_VIEWS, getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { formatPrice, freeDeliveryThresholdOf } from '../localised-seed/market-facts';
import {
  CMS_BLOCKS,
  CMS_PAGE,
  FAQ_CATEGORIES,
  FAQ_QUESTION,
  type CmsBlockItem,
} from './cms-test-calls';

/**
 * The seeded CMS copy of each store view (ADR 0023): Greek in gr, German in ch, English with the
 * market's own facts elsewhere; never another market's currency, threshold or minimum age.
 */
const PAGES = [
  'terms-of-service',
  'privacy-policy',
  'terms-and-conditions',
  'contacts',
  'why-lumo',
  'lumo-flavors',
  'recycling',
];
const BLOCKS = [
  'nicotine_warning_banner_block',
  'nicotine_warning_banner_block_rebranding',
  'marketing_popup',
  'marketing_popup_rebranding',
  'footer_links',
  'reassurance_delivery',
  'reassurance_returns',
  'reassurance_recycling',
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const price = (storeView: StoreViewCode) =>
  formatPrice(storeView, freeDeliveryThresholdOf(storeView)).replace(/\s/g, ' ');

describe('localised CMS seed', () => {
  let t: TestApp;
  const pages = new Map<StoreViewCode, Map<string, { title: string; content: string }>>();
  const blocks = new Map<StoreViewCode, Map<string, CmsBlockItem>>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const { code } of STORE_VIEWS) {
      const own = new Map<string, { title: string; content: string }>();
      for (const identifier of PAGES) {
        const result = await gql(t.app, CMS_PAGE, { identifier }, { store: code });
        const page = result.data?.cmsPage as {
          title: string;
          content: string;
          meta_description: string;
        };
        own.set(identifier, {
          title: page.title,
          content: `${page.meta_description} ${text(page.content)}`,
        });
      }
      pages.set(code, own);
      const result = await gql<{ cmsBlocks: { items: CmsBlockItem[] } }>(
        t.app,
        CMS_BLOCKS,
        { identifiers: BLOCKS },
        { store: code },
      );
      blocks.set(
        code,
        new Map(result.data!.cmsBlocks.items.map((item) => [item.identifier, item])),
      );
    }
  });
  afterAll(() => t.close());

  it('localises every store view’s copy without errors or unfilled facts', () => {
    expect(t.logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    for (const { code } of STORE_VIEWS) {
      for (const [identifier, page] of pages.get(code)!) {
        expect(page.content, `${code} ${identifier}`).not.toMatch(/\{\{|\{nicotineWarning\}/);
      }
      expect([...blocks.get(code)!.keys()].sort(), code).toEqual([...BLOCKS].sort());
    }
  });

  it('serves Greek pages and blocks in gr, none of them a copy of the English', () => {
    for (const identifier of PAGES) {
      const gr = pages.get('gr')!.get(identifier)!;
      const uk = pages.get('uk')!.get(identifier)!;
      expect(gr.title, identifier).toMatch(/[\u0370-\u03ff]/);
      expect(gr.content, identifier).not.toMatch(/\b(the|and|of|with|your|you)\b/i);
      expect(gr.content.match(/[\u0370-\u03ff]/g)!.length, identifier).toBeGreaterThan(200);
      expect(gr.content).not.toBe(uk.content);
    }
    for (const identifier of BLOCKS) {
      const block = blocks.get('gr')!.get(identifier)!;
      expect(text(block.content), identifier).toMatch(/[\u0370-\u03ff]/);
      expect(block.title, identifier).toMatch(/[\u0370-\u03ff]/);
    }
  });

  it('serves German pages and blocks in ch, with Swiss spelling', () => {
    const german = /\b(und|der|die|das|mit|Sie|für|nicht|ist)\b/g;
    for (const identifier of PAGES) {
      const ch = pages.get('ch')!.get(identifier)!;
      expect(ch.content, identifier).not.toContain('ß');
      expect(ch.content, identifier).not.toMatch(/\b(the|and|of|with|your|you)\b/i);
      expect(ch.content.match(german)!.length, identifier).toBeGreaterThan(5);
    }
    for (const identifier of BLOCKS.filter((name) => !name.startsWith('nicotine'))) {
      const content = text(blocks.get('ch')!.get(identifier)!.content);
      expect(content, identifier).not.toMatch(/\b(the|and|of|with|your|you)\b/i);
    }
  });

  it.each(STORE_VIEWS.map((view) => [view.code] as const))(
    '%s names its own threshold, currency, minimum age and dispatch cut-off only',
    (storeView) => {
      const all = [...pages.get(storeView)!.values()].map((page) => page.content).join('\n');
      const terms = pages.get(storeView)!.get('terms-and-conditions')!.content;
      expect(terms).toContain(price(storeView));
      for (const view of STORE_VIEWS) {
        if (price(view.code) !== price(storeView)) expect(all).not.toContain(price(view.code));
      }
      const marks: Record<string, RegExp> = {
        GBP: /£/,
        EUR: /€/,
        CHF: /CHF/,
        CAD: /CA\$/,
        USD: /US\$/,
      };
      for (const [currency, mark] of Object.entries(marks)) {
        if (currency !== getStoreView(storeView).currency) expect(all, currency).not.toMatch(mark);
      }
      const ages = [
        ...all.matchAll(/at least (\d+) years|τουλάχιστον (\d+) ετών|mindestens (\d+) Jahre/g),
      ].map((match) => Number(match[1] ?? match[2] ?? match[3]));
      expect(ages.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ages)).toEqual(new Set([getStoreView(storeView).minimumAge]));
      expect(text(blocks.get(storeView)!.get('reassurance_delivery')!.content)).toMatch(
        /3pm|3 p\.m\.|15:00|15 Uhr/,
      );
    },
  );

  it('keeps UK law and services out of the other markets’ recycling and legal pages', () => {
    for (const { code } of STORE_VIEWS.filter((view) => view.code !== 'uk')) {
      const recycling = pages.get(code)!.get('recycling')!.content;
      expect(recycling, code).not.toMatch(/Royal Mail|Recycle Your Electricals|020 7946/);
      expect(pages.get(code)!.get('why-lumo')!.content, code).not.toMatch(
        /Tobacco and Related Products Regulations/,
      );
    }
    for (const code of ['ca', 'us'] as const) {
      expect(pages.get(code)!.get('recycling')!.content, code).not.toMatch(/WEEE/);
    }
    expect(pages.get('us')!.get('terms-of-service')!.content).toContain('at least 21 years old');
    expect(pages.get('ca')!.get('terms-of-service')!.content).toContain(
      'at least 19 years old, or the higher age your province sets',
    );
  });

  interface FaqCategory {
    title: string;
    questions: { id: number; question: string; answer: string; url_key: string }[];
  }
  const faqOf = async (store: StoreViewCode) => {
    const result = await gql<{ faqCategories: FaqCategory[] }>(
      t.app,
      FAQ_CATEGORIES,
      {},
      { store },
    );
    return result.data!.faqCategories;
  };

  it('serves the FAQ in each store view’s language, with the same questions and ids', async () => {
    const uk = await faqOf('uk');
    const gr = await faqOf('gr');
    const ch = await faqOf('ch');
    const ids = (faq: FaqCategory[]) =>
      faq.flatMap((category) => category.questions.map((q) => q.id));
    expect(ids(gr)).toEqual(ids(uk));
    expect(ids(ch)).toEqual(ids(uk));
    for (const category of gr) {
      expect(category.title).toMatch(/[\u0370-\u03ff]/);
      for (const question of category.questions) {
        expect(question.question, question.url_key).toMatch(/[\u0370-\u03ff]/);
        expect(text(question.answer), question.url_key).not.toMatch(
          /\b(the|and|of|with|your|you)\b/i,
        );
      }
    }
    for (const category of ch) {
      for (const question of category.questions) {
        expect(question.answer, question.url_key).not.toContain('ß');
        expect(text(question.answer), question.url_key).not.toMatch(
          /\b(the|and|of|with|your|you)\b/i,
        );
      }
    }
    // A question's own page (faqQuestion by id) is in the store view's language too.
    const id = uk[0]!.questions[0]!.id;
    const own = await gql(t.app, FAQ_QUESTION, { id }, { store: 'gr' });
    expect(own.data?.faqQuestion.question).toBe(gr[0]!.questions[0]!.question);
  });

  it.each(STORE_VIEWS.map((view) => [view.code] as const))(
    '%s answers what delivery costs in its own currency, and its minimum age',
    async (storeView) => {
      const questions = (await faqOf(storeView)).flatMap((category) => category.questions);
      const answer = (key: string) => text(questions.find((q) => q.url_key === key)!.answer);
      expect(answer('how-much-is-delivery')).toContain(price(storeView));
      const all = questions.map((q) => text(q.answer)).join('\n');
      for (const view of STORE_VIEWS) {
        if (price(view.code) !== price(storeView)) expect(all).not.toContain(price(view.code));
      }
      if (storeView === 'gr' || storeView === 'ch') {
        expect(answer('why-do-you-check-my-age')).toContain(
          String(getStoreView(storeView).minimumAge),
        );
      }
    },
  );
});
