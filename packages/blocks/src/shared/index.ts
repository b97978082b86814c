export { Button, type ButtonProps, type ButtonStyle } from './button';
export {
  BlockImage,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveSrcSet,
  type BlockImageProps,
} from './block-image';
export { Markup, type MarkupProps } from './markup';
export { BlockSection, type BlockSectionProps } from './block-section';
export {
  BlockHeading,
  blockHeadingLevel,
  Heading,
  itemHeadingLevel,
  type BlockHeadingProps,
  type HeadingLevel,
  type HeadingProps,
} from './heading';
export { BlockError, type BlockErrorProps } from './block-error';
export { isDarkColor } from './color';
export { videoEmbedUrl } from './video';
export { CloseIcon, PlayIcon } from './icons';
