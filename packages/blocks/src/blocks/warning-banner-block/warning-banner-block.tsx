import type { BlockProps, warningBannerBlock } from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { NoticeBand } from '../notice-band/notice-band';
import { ClosableBanner } from './closable-banner';

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
      label="Warning"
      className="lb-notice--warning"
    />
  );
  if (!props.withCloseButtonAction) return band;
  return (
    <ClosableBanner
      closeLabel="Close warning"
      color={props.textColor}
      // The editor's canvas must not remember a dismissal: editors would lose the block.
      storageKey={context.mode === 'live' ? `lumo:warning-banner:${id}` : undefined}
    >
      {band}
    </ClosableBanner>
  );
}
