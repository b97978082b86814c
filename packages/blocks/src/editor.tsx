/**
 * @lumo/blocks/editor: what only the editor needs of the blocks, the toolbox icons. The storefront
 * never imports this entry.
 */
import type { ComponentType } from 'react';
import type { BlockIconName } from '@lumo/block-schema';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconBlockquote from '@tabler/icons-react/dist/esm/icons/IconBlockquote.mjs';
import IconBook2 from '@tabler/icons-react/dist/esm/icons/IconBook2.mjs';
import IconBox from '@tabler/icons-react/dist/esm/icons/IconBox.mjs';
import IconClick from '@tabler/icons-react/dist/esm/icons/IconClick.mjs';
import IconContainer from '@tabler/icons-react/dist/esm/icons/IconContainer.mjs';
import IconDevices from '@tabler/icons-react/dist/esm/icons/IconDevices.mjs';
import IconDroplet from '@tabler/icons-react/dist/esm/icons/IconDroplet.mjs';
import IconError404 from '@tabler/icons-react/dist/esm/icons/IconError404.mjs';
import IconLayoutBoardSplit from '@tabler/icons-react/dist/esm/icons/IconLayoutBoardSplit.mjs';
import IconLayoutBottombar from '@tabler/icons-react/dist/esm/icons/IconLayoutBottombar.mjs';
import IconLayoutNavbar from '@tabler/icons-react/dist/esm/icons/IconLayoutNavbar.mjs';
import IconLayoutSidebar from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebar.mjs';
import IconLayoutSidebarRight from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarRight.mjs';
import IconLink from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import IconListNumbers from '@tabler/icons-react/dist/esm/icons/IconListNumbers.mjs';
import IconNumbers from '@tabler/icons-react/dist/esm/icons/IconNumbers.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconQuote from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import IconRating18Plus from '@tabler/icons-react/dist/esm/icons/IconRating18Plus.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import IconTextSize from '@tabler/icons-react/dist/esm/icons/IconTextSize.mjs';
import IconTruckDelivery from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import IconVideo from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';
import IconVocabulary from '@tabler/icons-react/dist/esm/icons/IconVocabulary.mjs';

export type BlockIconComponent = ComponentType<{
  size?: number;
  stroke?: number;
  'aria-hidden'?: boolean;
}>;

/**
 * The Tabler icon of every name a block definition gives (`icon: 'Photo'` -> IconPhoto), one
 * module each: the editor bundles these few, not the whole icon set (a 2.8 MB chunk once). Keyed
 * by the definitions' icon names, so a block with an icon missing here is a compile error. `Box`
 * is also the fallback for an unknown block.
 */
export const BLOCK_ICONS: Readonly<Record<BlockIconName | 'Box', BlockIconComponent>> = {
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

function isBlockIconName(name: string): name is keyof typeof BLOCK_ICONS {
  return Object.hasOwn(BLOCK_ICONS, name);
}

/** A block definition's icon by name; the generic box for a name the map lacks. */
export function BlockIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = isBlockIconName(name) ? BLOCK_ICONS[name] : BLOCK_ICONS.Box;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
