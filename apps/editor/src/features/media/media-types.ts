import type { MediaAssetFieldsFragment } from '@lumo/graphql';

export type MediaAsset = MediaAssetFieldsFragment;

/** What an image or video field stores (block-schema ImageRef / VideoRef, all optional but url). */
export interface MediaValue {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  poster?: string;
}

/** The image field value for an asset: url, alt and the intrinsic size (no layout shift). */
export function imageValueFromAsset(asset: {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}): MediaValue {
  const value: MediaValue = { url: asset.url, alt: asset.alt };
  if (asset.width) value.width = asset.width;
  if (asset.height) value.height = asset.height;
  return value;
}

export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').pop() ?? '') || url;
}
