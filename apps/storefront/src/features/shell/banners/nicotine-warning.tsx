import { FALLBACK_NICOTINE_WARNINGS, type StoreViewCode } from '@lumo/block-schema';
import { SanitizedHtml } from '@/features/content/sanitized-html';
import { getShellBlocks } from '@/features/shell/shell-blocks';
import { getStoreConfig } from '@/lib/api/store-config';
import { planNicotineWarning } from './nicotine-warning-plan';

/**
 * The market's nicotine warning and SPEC §2.2's nicotine warning banner (plan in
 * nicotine-warning-plan.ts). Rendered twice by the header: at the top (the legal warning, and the
 * banner when its position is top) and at the bottom (the banner when its position is bottom).
 * Both calls share the request's storeConfig and CMS block answers.
 */
export async function NicotineWarning({
  storeView,
  placement = 'top',
}: {
  storeView: StoreViewCode;
  placement?: 'top' | 'bottom';
}) {
  const [config, blocks] = await Promise.all([
    getStoreConfig(storeView),
    getShellBlocks(storeView),
  ]);
  const plan = planNicotineWarning({
    legalWarning: config ? config.nicotineWarning : FALLBACK_NICOTINE_WARNINGS[storeView] || null,
    showBanner: config?.showNicotineWarningBanner ?? true,
    position: config?.nicotineWarningBannerPosition ?? 'top',
    blocks,
  });
  const banner =
    plan.banner && plan.position === placement ? (
      <SanitizedHtml
        html={plan.banner.content}
        storeView={storeView}
        className="ls-nicotine-banner"
        testId="header:nicotine-banner"
      />
    ) : null;
  if (placement === 'bottom') return banner;
  if (!plan.legal && !banner) return null;
  return (
    <div className="ls-nicotine-warning" role="note" data-testid="header:nicotine-warning">
      {plan.legal ? <p className="ls-nicotine-legal">{plan.legal}</p> : null}
      {banner}
    </div>
  );
}
