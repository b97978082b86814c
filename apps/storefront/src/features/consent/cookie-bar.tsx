import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig, isCookieInfoEnabled } from '@/lib/api/store-config';
import { CONSENT_INLINE_SCRIPT } from './consent';
import { CookieBarAccept } from './deferred-cookie-bar';

/** SPEC §2.2 privacy page the bar links to. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * SPEC §2.2 cookie info bar: fixed to the bottom (it covers content, so nothing moves), enabled
 * only when the store view's disable setting is false or 0 (SPEC §5). It renders the same for
 * every visitor (cached pages); the inline script hides it before paint once consent is stored.
 * When the store config cannot be read, the bar shows (consent is the careful default).
 */
export async function CookieBar({ storeView }: { storeView: StoreViewCode }) {
  const config = await getStoreConfig(storeView);
  if (config && !isCookieInfoEnabled(config.cookieInfoDisabled)) return null;
  const t = await getTranslator(storeView);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_INLINE_SCRIPT }} />
      <section
        className="ls-cookie-bar"
        aria-label={t('platform.cookieBar.label')}
        data-testid="header:cookie-bar"
      >
        <p className="ls-cookie-bar__text">
          {t('platform.cookieBar.text')}{' '}
          <a href={withStorePrefix(storeView, PRIVACY_POLICY_PATH)}>
            {t('platform.cookieBar.privacyLink')}
          </a>
        </p>
        <CookieBarAccept label={t('platform.cookieBar.accept')} />
      </section>
    </>
  );
}
