import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '@lumo/block-schema';
import { BlockIcon } from './editor';

/** "LayoutSidebarRight" -> "layout-sidebar-right", "Rating18Plus" -> "rating-18-plus". */
function kebab(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

function iconClassOf(name: string): string | null | undefined {
  const { container, unmount } = render(<BlockIcon name={name} />);
  const className = container.querySelector('svg')?.getAttribute('class');
  unmount();
  return className;
}

describe('@lumo/blocks/editor BlockIcon', () => {
  it.each(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition.icon] as const))(
    '%s shows its own icon (%s) in the toolbox',
    (_type, icon) => {
      expect(iconClassOf(icon)).toContain(`tabler-icon-${kebab(icon)}`);
    },
  );

  it('falls back to the generic box for a name it does not know', () => {
    expect(iconClassOf('NoSuchIcon')).toContain('tabler-icon-box');
  });
});
