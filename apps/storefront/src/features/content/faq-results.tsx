import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { FaqQuestion } from '@/lib/api/faq';
import { FaqQuestionList } from './faq-question-list';
import { FaqSearchForm } from './faq-search-form';

/** /faq/result?q=: the questions matching the search, or an empty state back to /faq. */
export function FaqResults({
  storeView,
  search,
  questions,
}: {
  storeView: StoreViewCode;
  search: string;
  questions: readonly FaqQuestion[];
}) {
  return (
    <section className="ls-faq" data-testid="route:faq-result">
      <h1>{search ? `FAQ results for “${search}”` : 'Search the FAQ'}</h1>
      <FaqSearchForm storeView={storeView} defaultValue={search} />
      {questions.length > 0 ? (
        <FaqQuestionList storeView={storeView} questions={questions} />
      ) : (
        <div className="ls-faq-empty" data-testid="faq:empty">
          <p>
            {search
              ? 'No question matches your search. Try other words, or browse every question.'
              : 'Type a few words to find an answer, or browse every question.'}
          </p>
          <Link className="ls-button" href={withStorePrefix(storeView, '/faq')}>
            All questions
          </Link>
        </div>
      )}
    </section>
  );
}
