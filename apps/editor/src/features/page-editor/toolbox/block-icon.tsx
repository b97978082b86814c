import { useEffect, useState, type ComponentType } from 'react';
import { IconBox } from '@tabler/icons-react';

type TablerIcon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
type IconModule = Record<string, unknown>;

let iconModule: Promise<IconModule> | undefined;

/**
 * Block definitions name their icon ("Photo" -> IconPhoto). The icon set is loaded once, lazily,
 * in its own chunk, so new blocks need no change here and the editor's first load stays small.
 */
function loadIcons(): Promise<IconModule> {
  iconModule ??= import('./icon-set') as Promise<IconModule>;
  return iconModule;
}

function pick(module: IconModule, name: string): TablerIcon {
  const candidate = module[`Icon${name}`];
  // Icons are forwardRef objects or functions; anything else (unknown name) gets the fallback.
  return candidate && (typeof candidate === 'function' || typeof candidate === 'object')
    ? (candidate as TablerIcon)
    : IconBox;
}

export function BlockIcon({ name, size = 18 }: { name: string; size?: number }) {
  const [Icon, setIcon] = useState<TablerIcon | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadIcons().then((module) => {
      if (!cancelled) setIcon(() => pick(module, name));
    });
    return () => {
      cancelled = true;
    };
  }, [name]);
  const Shown = Icon ?? IconBox;
  return <Shown size={size} stroke={1.6} aria-hidden />;
}
