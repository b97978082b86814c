import type { Translate } from '@/features/i18n/server';
import type { StoreLocation } from '@/lib/api/store-locator';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** "Monday" … "Sunday" in the locale (1 January 2024 was a Monday). */
function weekdayName(locale: string, day: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

export function formatDistance(locale: string, distance: number, unit: 'KM' | 'MI'): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'MI' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(distance);
}

/** The results, nearest first, numbered like the map's markers. */
export function LocationList({
  locations,
  unit,
  locale,
  t,
}: {
  locations: readonly StoreLocation[];
  unit: 'KM' | 'MI';
  locale: string;
  t: Translate;
}) {
  return (
    <ol className="ls-locator-list" data-testid="locator:list">
      {locations.map((location, index) => {
        const hours = new Map(location.openingHours.map((period) => [period.day, period]));
        return (
          <li
            key={location.id}
            id={`location-${location.id}`}
            className="ls-locator-item"
            data-testid="locator:item"
          >
            <span className="ls-locator-number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="ls-locator-item-body">
              <h3 data-testid="locator:name">{location.name}</h3>
              <p className="ls-locator-distance" data-testid="locator:distance">
                {t('storeLocator.away', {
                  distance: formatDistance(locale, location.distance, unit),
                })}
              </p>
              <address>
                {location.street}
                <br />
                {location.postcode} {location.city}
              </address>
              {location.phone ? (
                <p>
                  {t('storeLocator.phone')}:{' '}
                  <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
                </p>
              ) : null}
              {location.openingHours.length ? (
                <details className="ls-locator-hours">
                  <summary>{t('storeLocator.openingHours')}</summary>
                  <dl>
                    {WEEKDAYS.map((day) => {
                      const period = hours.get(day);
                      return (
                        <div key={day}>
                          <dt>{weekdayName(locale, day)}</dt>
                          <dd>
                            {period ? `${period.opens}–${period.closes}` : t('storeLocator.closed')}
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                </details>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
