import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { createRenderContext, renderBlocks } from '@lumo/blocks';
import { isBlockGalleryEnabled } from '@/config/env';
import { galleryBlockNode } from '@/features/block-gallery/gallery-blocks';
import { FrameHeightReporter } from '@/features/block-gallery/frame-height-reporter';

interface FrameProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /__blocks/frame?type=<Type>: one block alone, rendered exactly as on a live page. */
export default async function BlockGalleryFrame({ searchParams }: FrameProps) {
  await connection();
  if (!isBlockGalleryEnabled()) notFound();
  const { type } = await searchParams;
  const node = typeof type === 'string' ? galleryBlockNode(type) : undefined;
  if (!node) notFound();
  return (
    <div className="lb-page" data-testid={`gallery-frame:${node.type}`}>
      {renderBlocks([node], createRenderContext({ storeView: 'uk', now: new Date() }))}
      <FrameHeightReporter />
    </div>
  );
}
