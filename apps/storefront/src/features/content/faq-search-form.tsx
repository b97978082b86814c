import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { MAX_FAQ_SEARCH_LENGTH } from '@/lib/api/faq';
import type { Translate } from '@/features/i18n/server';

/** A plain GET form to /faq/result: works without JavaScript and the URL holds the search. */
export function FaqSearchForm({
  storeView,
  t,
  defaultValue = '',
}: {
  storeView: StoreViewCode;
  t: Translate;
  defaultValue?: string;
}) {
  return (
    <form
      className="ls-faq-search"
      role="search"
      method="get"
      action={withStorePrefix(storeView, '/faq/result')}
    >
      <label htmlFor="faq-search">{t('content.searchLabel')}</label>
      <input
        id="faq-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={MAX_FAQ_SEARCH_LENGTH}
        required
      />
      <button type="submit" className="ls-button">
        {t('content.searchSubmit')}
      </button>
    </form>
  );
}
