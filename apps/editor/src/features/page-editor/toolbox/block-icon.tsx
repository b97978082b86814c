import { BLOCK_ICONS } from './icon-set';

/** A block definition's icon by name; the generic box for a name the map lacks. */
export function BlockIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = BLOCK_ICONS[name] ?? BLOCK_ICONS.Box!;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
