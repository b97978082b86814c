/**
 * For an app's client components: the error boundary that isolates a failing block. Block islands
 * need no export: the server blocks render them, and the bundler finds them by 'use client'.
 */
export { BlockErrorBoundary, type BlockErrorBoundaryProps } from './block-error-boundary';
