import type { StoreViewCode } from '@lumo/block-schema';
import type { FaqCategory } from '@/lib/api/faq';
import type { Translate } from '@/features/i18n/server';
import { FaqQuestionList } from './faq-question-list';
import { FaqSearchForm } from './faq-search-form';

/** /faq: every category with its questions, each linking to its own page, and a search. */
export function FaqIndex({
  storeView,
  t,
  categories,
}: {
  storeView: StoreViewCode;
  t: Translate;
  categories: readonly FaqCategory[];
}) {
  const shown = categories.filter((category) => category.questions.length > 0);
  return (
    <section className="ls-faq" data-testid="route:faq">
      <h1>{t('content.faqTitle')}</h1>
      <FaqSearchForm storeView={storeView} t={t} />
      {shown.length === 0 ? <p>{t('content.noQuestions')}</p> : null}
      {shown.map((category) => (
        <section key={category.id} aria-labelledby={`faq-category-${category.id}`}>
          <h2 id={`faq-category-${category.id}`}>{category.title}</h2>
          <FaqQuestionList storeView={storeView} questions={category.questions} />
        </section>
      ))}
    </section>
  );
}
