/**
 * Every Tabler icon, loaded on demand by BlockIcon. A module of its own so that the bundler puts
 * the whole set in a separate lazy chunk instead of next to the few icons the editor imports
 * statically.
 */
export * from '@tabler/icons-react';
