import { BUILDER_BREAKPOINTS } from '@lumo/block-schema';

/** Preview widths of the canvas: the builder breakpoints (SPEC §9) and the full width. */
export const PREVIEW_WIDTHS = [
  { value: 'small', label: `${BUILDER_BREAKPOINTS.small}`, width: BUILDER_BREAKPOINTS.small },
  { value: 'medium', label: `${BUILDER_BREAKPOINTS.medium}`, width: BUILDER_BREAKPOINTS.medium },
  { value: 'large', label: `${BUILDER_BREAKPOINTS.large}`, width: BUILDER_BREAKPOINTS.large },
  { value: 'full', label: 'Full', width: undefined },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['value'];

export function widthOf(value: PreviewWidth): number | undefined {
  return PREVIEW_WIDTHS.find((option) => option.value === value)?.width;
}
