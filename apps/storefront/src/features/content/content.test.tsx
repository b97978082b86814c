import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApiReply } from '@/test/fake-api';
import type { FaqQuestion } from '@/lib/api/faq';
import { SameCategoryQuestions } from './faq-question-page';
import { PageSkeleton, Skeleton } from './skeleton';

let reply: FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi(() => reply);
  process.env.API_URL = api.url;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

const asked: FaqQuestion = {
  id: 1,
  categoryId: 5,
  question: 'How long does a pod last?',
  answer: '<p>About 200 puffs.</p>',
  urlPath: '/faq/how-long',
};

function apiQuestion(id: number, question: string) {
  return {
    id,
    category_id: 5,
    question,
    answer: '',
    url_key: `q${id}`,
    url_path: `/faq/q${id}`,
    position: id,
  };
}

describe('an FAQ question page', () => {
  it("lists its category's other questions, without itself", async () => {
    reply = {
      body: {
        data: {
          faqCategories: [
            {
              id: 5,
              title: 'Pods',
              url_key: 'pods',
              position: 1,
              questions: [
                { ...apiQuestion(1, 'How long does a pod last?'), url_path: '/faq/how-long' },
                apiQuestion(2, 'Can I refill a pod?'),
              ],
            },
          ],
        },
      },
    };
    const html = renderToStaticMarkup(
      await SameCategoryQuestions({ storeView: 'ca', question: asked }),
    );
    expect(html).toContain('More about Pods');
    expect(html).toContain('<a data-nav="" href="/ca/faq/q2">Can I refill a pod?</a>');
    expect(html).not.toContain('How long does a pod last?');
  });

  it('goes without that list when the api cannot answer', async () => {
    reply = { status: 500, body: 'down' };
    expect(await SameCategoryQuestions({ storeView: 'uk', question: asked })).toBeNull();
  });
});

describe('skeletons (SPEC §2.4)', () => {
  it('are 50 px per placeholder and 1000 px for a page', () => {
    const three = renderToStaticMarkup(<Skeleton label="Loading" count={3} />);
    expect(three.match(/height:50px/g)).toHaveLength(3);
    expect(three).toContain('role="status"');
    expect(renderToStaticMarkup(<PageSkeleton label="Loading page" />)).toContain('height:1000px');
  });
});
