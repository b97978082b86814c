import type { BlockProps, warningBannerBlock } from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { CloseIcon } from '../../shared/icons';
import { IslandBoundary } from '../../shared/island-boundary';
import { NoticeBand } from '../notice-band/notice-band';
import { ClosableBanner } from '../../deferred-islands';
import './warning-banner-block.css';

type WarningBannerBlockProps = BlockProps<typeof warningBannerBlock>;

/**
 * SPEC §3.1 WarningBannerBlock. Without withCloseButtonAction it is a server component and ships
 * no JavaScript; with it, only the small ClosableBanner wrapper is a client component.
 */
export function WarningBannerBlock({
  id,
  props,
  context,
}: BlockComponentProps<WarningBannerBlockProps>) {
  const band = (
    <NoticeBand
      type="WarningBannerBlock"
      id={id}
      fields={props}
      context={context}
      label={context.text.warning}
      className="lb-notice--warning"
    />
  );
  if (!props.withCloseButtonAction) return band;
  if (context.mode === 'editor') {
    // On the canvas the close button is shown but inert: closing would hide the block being edited.
    return (
      <div className="lb-closable">
        {band}
        <span
          className="lb-closable__close lb-close-button"
          style={{ color: props.textColor || undefined }}
          data-testid="close-preview"
          aria-hidden="true"
        >
          <CloseIcon />
        </span>
      </div>
    );
  }
  return (
    <IslandBoundary
      blockId={id}
      blockType="WarningBannerBlock"
      context={context}
      props={props}
      // Without JavaScript the banner cannot be closed: it shows without its close button.
      withoutJavaScript={band}
    >
      <ClosableBanner
        closeLabel={context.text.closeWarning}
        color={props.textColor}
        storageKey={`lumo:warning-banner:${id}`}
      >
        {band}
      </ClosableBanner>
    </IslandBoundary>
  );
}
