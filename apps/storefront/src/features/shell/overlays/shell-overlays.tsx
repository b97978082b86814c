import type { StoreViewCode } from '@lumo/block-schema';
import { SanitizedHtml } from '@/features/content/sanitized-html';
import { getTranslator } from '@/features/i18n/server';
import { getShellBlocks } from '@/features/shell/shell-blocks';
import { DEFAULT_MARKETING_POPUP_DELAY_SECONDS, getStoreConfig } from '@/lib/api/store-config';
import { InstallPrompt } from './install-prompt';
import { MarketingPopup, ModalHost } from './deferred-overlays';

/**
 * The shell's fixed-position layers (SPEC §2.2): the modal and popup host, the marketing popup
 * and the add-to-home-screen prompt. Nothing here takes space in the page flow.
 */
export async function ShellOverlays({ storeView }: { storeView: StoreViewCode }) {
  const [t, config, blocks] = await Promise.all([
    getTranslator(storeView),
    getStoreConfig(storeView),
    getShellBlocks(storeView),
  ]);
  const popup = blocks.kind === 'ok' ? blocks.blocks.marketing_popup : null;
  return (
    <>
      <ModalHost
        strings={{
          close: t('shell.modal.close'),
          popupLabel: t('shell.modal.popupLabel'),
          errorLabel: t('shell.modal.errorLabel'),
        }}
      />
      {popup && config?.isMarketingPopupEnabled ? (
        <MarketingPopup
          enabled
          delaySeconds={
            config.timeInSecToShowMarketingPopup ?? DEFAULT_MARKETING_POPUP_DELAY_SECONDS
          }
          label={popup.title || t('shell.marketingPopup.label')}
          closeLabel={t('shell.marketingPopup.close')}
        >
          <SanitizedHtml
            html={popup.content}
            storeView={storeView}
            className="ls-marketing-content"
          />
        </MarketingPopup>
      ) : null}
      <InstallPrompt
        strings={{
          title: t('shell.install.title'),
          text: t('shell.install.text'),
          install: t('shell.install.install'),
          dismiss: t('shell.install.dismiss'),
        }}
      />
    </>
  );
}
