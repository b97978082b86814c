import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { FaqQuestion } from '@/lib/api/faq';
import type { Translate } from '@/features/i18n/server';
import { FaqQuestionList } from './faq-question-list';
import { FaqSearchForm } from './faq-search-form';

/** /faq/result?q=: the questions matching the search, or an empty state back to /faq. */
export function FaqResults({
  storeView,
  t,
  search,
  questions,
}: {
  storeView: StoreViewCode;
  t: Translate;
  search: string;
  questions: readonly FaqQuestion[];
}) {
  return (
    <section className="ls-faq" data-testid="route:faq-result">
      <h1>{search ? t('content.resultsHeading', { q: search }) : t('content.searchHeading')}</h1>
      <FaqSearchForm storeView={storeView} defaultValue={search} t={t} />
      {questions.length > 0 ? (
        <FaqQuestionList storeView={storeView} questions={questions} />
      ) : (
        <div className="ls-faq-empty" data-testid="faq:empty">
          <p>{search ? t('content.noMatch') : t('content.typeToSearch')}</p>
          <Link className="ls-button" href={withStorePrefix(storeView, '/faq')}>
            {t('content.allQuestions')}
          </Link>
        </div>
      )}
    </section>
  );
}
