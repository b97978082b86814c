import { z } from 'zod';
import { fields } from '../fields';

/** A 64×64 icon shipped in the media library, as used in block defaults and examples. */
export function shippedIcon(file: string, alt: string) {
  return { url: `/media/${file}`, alt, width: 64, height: 64 };
}

/**
 * A list item of an optional icon (`imageUrl`) and a required line of text, shared by the blocks
 * that show a row of illustrated points (trust reasons, device figures, vaping basics).
 */
export function iconTextItem(maxTextLength: number) {
  return z.object({
    imageUrl: fields.image('Icon'),
    text: fields.text('Text', { required: true, max: maxTextLength }),
  });
}
