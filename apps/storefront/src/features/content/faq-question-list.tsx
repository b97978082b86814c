import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { FaqQuestion } from '@/lib/api/faq';

/** Questions as links to their own pages (/faq/<url_key>). */
export function FaqQuestionList({
  storeView,
  questions,
}: {
  storeView: StoreViewCode;
  questions: readonly FaqQuestion[];
}) {
  return (
    <ul className="ls-faq-questions">
      {questions.map((question) => (
        <li key={question.id}>
          <Link href={withStorePrefix(storeView, question.urlPath)}>{question.question}</Link>
        </li>
      ))}
    </ul>
  );
}
