import type { ImageRef } from '@lumo/block-schema';
import { BlockImage } from './block-image';
import type { RenderContext } from '../types';

export interface IconListItem {
  imageUrl: ImageRef;
  text: string;
}

export interface IconListProps {
  items: IconListItem[];
  context: RenderContext;
  className?: string;
}

/**
 * A row of icon + text items (vaping numbers, trust block, what-is-vaping points). The icons
 * only illustrate the text beside them, so they are decorative for screen readers.
 */
export function IconList({ items, context, className }: IconListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={['lb-b-icon-list', className].filter(Boolean).join(' ')}>
      {items.map((item, position) => (
        <li key={position} className="lb-b-icon-list__item">
          <BlockImage
            className="lb-b-icon-list__icon"
            image={item.imageUrl}
            context={context}
            fallbackSize={{ width: 64, height: 64 }}
            decorative
          />
          <p className="lb-b-icon-list__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
