import {
  getStoreView,
  MINIMUM_AGE_TOKEN,
  type BlockProps,
  type permanentBlock,
} from '@lumo/block-schema';
import type { BlockComponentProps } from '../../types';
import { NoticeBand } from '../notice-band/notice-band';

type PermanentBlockProps = BlockProps<typeof permanentBlock>;

/**
 * SPEC §2.6 permanent age-confirmation notice: cannot be closed. "{minimumAge}" becomes the store
 * view's minimum age (COMPLIANCE.md: 18, 19 in Canada, 21 in the US).
 */
export function PermanentBlock({ id, props, context }: BlockComponentProps<PermanentBlockProps>) {
  const minimumAge = String(getStoreView(context.storeView).minimumAge);
  return (
    <NoticeBand
      type="PermanentBlock"
      id={id}
      fields={{ ...props, text: props.text.split(MINIMUM_AGE_TOKEN).join(minimumAge) }}
      context={context}
      label={context.text.ageRestriction}
      className="lb-notice--permanent"
    />
  );
}
