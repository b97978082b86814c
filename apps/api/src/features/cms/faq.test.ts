import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqQuestions } from '../../db/schema';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import { LOOKUP } from '../url-rewrites/url-rewrite-test-calls';
import { FAQ_CATEGORIES, FAQ_QUESTION, FAQ_SEARCH } from './cms-test-calls';

interface FaqCategoryResult {
  id: number;
  title: string;
  url_key: string;
  position: number;
  questions: {
    id: number;
    category_id: number;
    url_key: string;
    url_path: string;
    answer: string;
  }[];
}

describe('FAQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (words: string, store = 'uk', pageSize?: number) => {
    const result = await gql<{ faqSearch: { id: number; question: string; url_key: string }[] }>(
      t.app,
      FAQ_SEARCH,
      { search: words, pageSize },
      { store },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.faqSearch ?? [];
  };

  it('lists the four categories by position with their questions', async () => {
    const result = await gql<{ faqCategories: FaqCategoryResult[] }>(t.app, FAQ_CATEGORIES);
    const categories = result.data?.faqCategories ?? [];
    expect(categories.map((category) => category.url_key)).toEqual([
      'devices',
      'e-liquids-and-nicotine',
      'orders-and-delivery',
      'recycling-and-returns',
    ]);
    const questions = categories.flatMap((category) => category.questions);
    expect(questions.length).toBeGreaterThanOrEqual(16);
    for (const category of categories) {
      for (const question of category.questions) {
        expect(question.category_id).toBe(category.id);
        expect(question.url_path).toBe(`/faq/${question.url_key}`);
      }
    }
  });

  it('reads one question by id, and null for an unknown one', async () => {
    const [row] = await t.database.db
      .select()
      .from(faqQuestions)
      .where(eq(faqQuestions.urlKey, 'how-long-does-a-pod-last'));
    const found = await gql(t.app, FAQ_QUESTION, { id: row?.id });
    expect(found.data?.faqQuestion).toMatchObject({
      question: 'How long does a pod last?',
      url_path: '/faq/how-long-does-a-pod-last',
    });
    expect((await gql(t.app, FAQ_QUESTION, { id: 999_999 })).data?.faqQuestion).toBeNull();
  });

  it('finds questions by words of the question or the answer, question matches first', async () => {
    const results = await search('recycle');
    expect(results.map((result) => result.url_key)[0]).toBe('how-do-i-recycle-my-vape');
    // "vibration" only appears in an answer; English stemming matches "vibrate" too.
    expect((await search('vibration')).map((result) => result.url_key)).toContain(
      'why-does-my-device-vibrate',
    );
  });

  it('stems English words in English store views', async () => {
    expect((await search('charging', 'us')).map((result) => result.url_key)).toContain(
      'how-do-i-charge-my-device',
    );
  });

  it('searches in the store view’s language configuration without failing on odd input', async () => {
    // Each store view searches its own copy (ADR 0023): Greek in gr, German in ch.
    for (const [store, words] of [
      ['gr', 'κάψουλες'],
      ['ch', 'Akku'],
      ['eu', 'pod'],
    ] as const) {
      expect((await search(words, store)).length, store).toBeGreaterThan(0);
    }
    expect(await search('battery', 'gr')).toEqual([]);
    expect(await search('"unbalanced -quote OR & | !')).toEqual(expect.any(Array));
  });

  it('returns nothing for words that appear nowhere, and respects pageSize', async () => {
    expect(await search('zeppelin')).toEqual([]);
    expect(await search('pod', 'uk', 1)).toHaveLength(1);
  });

  it('refuses an empty search or one longer than 128 characters', async () => {
    const empty = await gql(t.app, FAQ_SEARCH, { search: '   ' });
    expect(firstError(empty).extensions?.category).toBe('graphql-input');
    const long = await gql(t.app, FAQ_SEARCH, { search: 'a'.repeat(129) });
    expect(firstError(long)).toMatchObject({
      message: 'search: Search with at most 128 characters.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('hides a switched-off question everywhere: list, search, its page and its lookup', async () => {
    const [row] = await t.database.db
      .update(faqQuestions)
      .set({ isActive: false })
      .where(eq(faqQuestions.urlKey, 'can-i-change-my-order'))
      .returning();
    const list = await gql<{ faqCategories: FaqCategoryResult[] }>(t.app, FAQ_CATEGORIES);
    const keys = list.data?.faqCategories.flatMap((category) =>
      category.questions.map((q) => q.url_key),
    );
    expect(keys).not.toContain('can-i-change-my-order');
    expect((await search('cancel')).map((result) => result.url_key)).not.toContain(
      'can-i-change-my-order',
    );
    expect((await gql(t.app, FAQ_QUESTION, { id: row?.id })).data?.faqQuestion).toBeNull();
    const lookup = await gql(t.app, LOOKUP, { url: '/faq/can-i-change-my-order' });
    expect(lookup.data?.jtiHeadlessUrl).toMatchObject({
      entity_type: 'faq',
      entity_id: row?.id,
      disabled: true,
      hreflang: [],
    });
  });
});
