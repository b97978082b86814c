import { createHash } from 'node:crypto';
import type { StoreViewCode } from '@lumo/block-schema';
import { SanitizedHtml } from '@/features/content/sanitized-html';
import { getTranslator } from '@/features/i18n/server';
import { getShellBlocks } from '@/features/shell/shell-blocks';
import { DismissibleBanner } from '../header/deferred-header-islands';
import { dismissedBannerCss } from './dismissed-banner';

/**
 * SPEC §2.2/§4 warning banner: the CMS block `warning_banner` (rebranding variant first) as a
 * notice active until dismissed; nothing when the block is absent or the api fails.
 */
export async function WarningBanner({ storeView }: { storeView: StoreViewCode }) {
  const [t, blocks] = await Promise.all([getTranslator(storeView), getShellBlocks(storeView)]);
  const block = blocks.kind === 'ok' ? blocks.blocks.warning_banner : null;
  if (!block) return null;
  const contentKey = createHash('sha256').update(block.content).digest('base64url').slice(0, 16);
  return (
    <>
      <style>{dismissedBannerCss(contentKey)}</style>
      <DismissibleBanner
        contentKey={contentKey}
        label={block.title || t('shell.banner.warningLabel')}
        dismissLabel={t('shell.banner.dismiss')}
      >
        <SanitizedHtml html={block.content} storeView={storeView} />
      </DismissibleBanner>
    </>
  );
}
