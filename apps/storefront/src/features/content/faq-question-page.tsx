import { Suspense } from 'react';
import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getFaqCategories, type FaqQuestion } from '@/lib/api/faq';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { FaqQuestionList } from './faq-question-list';
import { SanitizedHtml } from './sanitized-html';
import { Skeleton } from './skeleton';

/**
 * SPEC §2.4 faq: the question, its (sanitised) answer and, streamed after it, its category's
 * other questions. The question itself was loaded (and the status decided) before this renders.
 */
export function FaqQuestionPage({
  storeView,
  question,
  t,
}: {
  storeView: StoreViewCode;
  question: FaqQuestion;
  t: Translate;
}) {
  return (
    <article className="ls-faq" data-testid="route:faq-question">
      <p>
        <Link href={withStorePrefix(storeView, '/faq')}>{t('content.faqTitle')}</Link>
      </p>
      <h1>{question.question}</h1>
      <SanitizedHtml
        html={question.answer}
        storeView={storeView}
        className="ls-faq-answer"
        testId="faq:answer"
      />
      <Suspense fallback={<Skeleton label={t('content.loadingMore')} count={3} />}>
        <SameCategoryQuestions storeView={storeView} question={question} />
      </Suspense>
    </article>
  );
}

/** A secondary part: when the api cannot say, the page simply goes without it. */
export async function SameCategoryQuestions({
  storeView,
  question,
}: {
  storeView: StoreViewCode;
  question: FaqQuestion;
}) {
  const [categories, t] = await Promise.all([
    getFaqCategories(storeView),
    getTranslator(storeView),
  ]);
  if (categories.kind !== 'ok') return null;
  const category = categories.value.find((candidate) => candidate.id === question.categoryId);
  const others = category?.questions.filter((other) => other.id !== question.id) ?? [];
  if (!category || others.length === 0) return null;
  return (
    <section aria-labelledby="faq-more" data-testid="faq:same-category">
      <h2 id="faq-more">{t('content.moreAbout', { category: category.title })}</h2>
      <FaqQuestionList storeView={storeView} questions={others} />
    </section>
  );
}
