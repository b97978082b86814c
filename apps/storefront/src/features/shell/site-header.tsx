import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { LumoLogo } from './lumo-logo';
import { NicotineWarning } from './nicotine-warning';

export const BRAND_NAME = 'Lumo';

/** SPEC §2.2 standard header (first cut): warning banner, then the logo linking home. */
export function SiteHeader({ storeView }: { storeView: StoreViewCode }) {
  return (
    <header className="ls-header" data-testid="header:standard">
      <a className="ls-skip-link" href="#main">
        Skip to content
      </a>
      <NicotineWarning storeView={storeView} />
      <div className="ls-header-bar">
        <div className="ls-header-inner">
          <Link
            href={withStorePrefix(storeView, '/')}
            className="ls-logo"
            title={`Go to ${BRAND_NAME} Homepage`}
            data-testid="header:logo"
          >
            <LumoLogo />
          </Link>
        </div>
      </div>
    </header>
  );
}
