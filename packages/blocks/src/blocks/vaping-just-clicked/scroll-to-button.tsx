'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonStyle } from '../../shared/button';
import {
  focusWithoutScrolling,
  normaliseTargetId,
  smoothScrollToElement,
  waitForScrollTarget,
} from './smooth-scroll';

export interface ScrollToButtonProps {
  /** Element id (with or without "#") or builder block id to scroll to. */
  target: string;
  variant?: ButtonStyle;
  children: ReactNode;
}

/**
 * A link to "#target" that, with JavaScript, scrolls there smoothly (SPEC §9: 2500 ms) and then
 * moves focus to the target. Without JavaScript it is a plain in-page link.
 */
export function ScrollToButton({ target, variant = 'secondary', children }: ScrollToButtonProps) {
  const id = normaliseTargetId(target);

  async function onClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const element = await waitForScrollTarget(id);
    if (!element) {
      console.warn(`Scroll target "${id}" was not found on the page`);
      return;
    }
    await smoothScrollToElement(element);
    focusWithoutScrolling(element);
  }

  return (
    <Button variant={variant} href={`#${id}`} onClick={onClick} data-testid="scroll-to-button">
      {children}
    </Button>
  );
}
