import type { Translate } from '@/features/i18n/server';
import type { LocatorSearch as Search } from '@/lib/api/store-locator';
import { MAX_POSTCODE_LENGTH } from './locator-params';
import { UseMyLocation } from './use-my-location';

/**
 * SPEC §2.5's toggleable search window: a <details> panel, so it opens and closes with a click,
 * Enter or Space and without scripts. It is open until the shopper has searched, then folds away
 * above the results. Two plain GET forms: a postcode, or coordinates (which "Use my location"
 * fills in for the shopper where scripts run).
 */
export function LocatorSearch({
  action,
  search,
  postcode,
  t,
}: {
  action: string;
  search: Search;
  /** The postcode to show in the box (the one searched, or a refused one to correct). */
  postcode: string;
  t: Translate;
}) {
  const point = search.kind === 'point' ? search : null;
  return (
    <details
      className="ls-locator-search"
      open={search.kind === 'none' || undefined}
      data-testid="locator:search-window"
    >
      <summary data-testid="locator:search-toggle">{t('storeLocator.searchToggle')}</summary>
      <div className="ls-locator-search-body">
        <form method="get" action={action} role="search" className="ls-locator-form">
          <label htmlFor="locator-postcode">{t('storeLocator.postcodeLabel')}</label>
          <div className="ls-locator-row">
            <input
              id="locator-postcode"
              name="postcode"
              type="text"
              autoComplete="postal-code"
              defaultValue={postcode}
              maxLength={MAX_POSTCODE_LENGTH}
              required
            />
            <button type="submit" className="ls-button" data-testid="locator:postcode-submit">
              {t('storeLocator.postcodeSubmit')}
            </button>
          </div>
        </form>
        <UseMyLocation
          action={action}
          label={t('storeLocator.useMyLocation')}
          locatingLabel={t('storeLocator.locating')}
          failedLabel={t('storeLocator.locationFailed')}
        />
        <form method="get" action={action} className="ls-locator-form">
          <fieldset>
            <legend>{t('storeLocator.coordinatesLegend')}</legend>
            <div className="ls-locator-row">
              <label>
                {t('storeLocator.latitudeLabel')}
                <input
                  name="lat"
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={-90}
                  max={90}
                  defaultValue={point?.latitude}
                  required
                />
              </label>
              <label>
                {t('storeLocator.longitudeLabel')}
                <input
                  name="lng"
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={-180}
                  max={180}
                  defaultValue={point?.longitude}
                  required
                />
              </label>
              <button type="submit" className="ls-button ls-button-secondary">
                {t('storeLocator.coordinatesSubmit')}
              </button>
            </div>
          </fieldset>
        </form>
      </div>
    </details>
  );
}
