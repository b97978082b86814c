export { Button, type ButtonProps, type ButtonStyle } from './button';
export { BlockImage, type BlockImageProps } from './block-image';
export { Markup, type MarkupProps } from './markup';
export {
  BlockHeading,
  BlockSection,
  headingTag,
  type BlockHeadingProps,
  type BlockSectionProps,
} from './block-section';
export { BlockError, type BlockErrorProps } from './block-error';
export { isDarkColor } from './color';
export { videoEmbedUrl } from './video';
export { CloseIcon, PlayIcon } from './icons';
