'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface BlockErrorBoundaryProps {
  blockId: string;
  blockType: string;
  /** When it changes (the editor changed the block's props), a failed block tries again. */
  resetKey?: string;
  /**
   * What a failed block shows: <BlockError /> from the renderer. Passed in (rendered on the
   * server) rather than imported, so this client module pulls no block-schema code into the
   * browser bundle.
   */
  fallback: ReactNode;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * Isolates a block that fails while rendering in the browser (client blocks on the storefront,
 * every block on the editor canvas): it shows the SPEC §8 message and the rest of the page stays.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BlockErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `Builder block ${this.props.blockType} "${this.props.blockId}" failed to render`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
