import type { ComponentType } from 'react';
import {
  IconAlertTriangle,
  IconBlockquote,
  IconBook2,
  IconBox,
  IconClick,
  IconContainer,
  IconDevices,
  IconDroplet,
  IconError404,
  IconLayoutBoardSplit,
  IconLayoutBottombar,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconLayoutSidebarRight,
  IconLink,
  IconListDetails,
  IconListNumbers,
  IconNumbers,
  IconPhoto,
  IconPlayerPlay,
  IconQuote,
  IconRating18Plus,
  IconShieldCheck,
  IconShoppingBag,
  IconTextSize,
  IconTruckDelivery,
  IconVideo,
  IconVocabulary,
} from '@tabler/icons-react';

export type BlockIconComponent = ComponentType<{
  size?: number;
  stroke?: number;
  'aria-hidden'?: boolean;
}>;

/**
 * The Tabler icons that block definitions name (`icon: 'Photo'` -> IconPhoto), imported one by one
 * so the editor bundles these few instead of the whole 5,000-icon set. A new block with a new icon
 * adds it here; block-icon.test.ts fails until it does.
 */
export const BLOCK_ICONS: Record<string, BlockIconComponent> = {
  AlertTriangle: IconAlertTriangle,
  Blockquote: IconBlockquote,
  Book2: IconBook2,
  Box: IconBox,
  Click: IconClick,
  Container: IconContainer,
  Devices: IconDevices,
  Droplet: IconDroplet,
  Error404: IconError404,
  LayoutBoardSplit: IconLayoutBoardSplit,
  LayoutBottombar: IconLayoutBottombar,
  LayoutNavbar: IconLayoutNavbar,
  LayoutSidebar: IconLayoutSidebar,
  LayoutSidebarRight: IconLayoutSidebarRight,
  Link: IconLink,
  ListDetails: IconListDetails,
  ListNumbers: IconListNumbers,
  Numbers: IconNumbers,
  Photo: IconPhoto,
  PlayerPlay: IconPlayerPlay,
  Quote: IconQuote,
  Rating18Plus: IconRating18Plus,
  ShieldCheck: IconShieldCheck,
  ShoppingBag: IconShoppingBag,
  TextSize: IconTextSize,
  TruckDelivery: IconTruckDelivery,
  Video: IconVideo,
  Vocabulary: IconVocabulary,
};
