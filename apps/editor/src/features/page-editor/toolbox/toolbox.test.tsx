// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Editor, Frame } from '@craftjs/core';
import { BLOCK_DEFINITIONS, allowedInSiteFooter } from '@lumo/block-schema';
import { renderWithMantine } from '../test/render';
import { blocksToCraftNodes } from '../page-format';
import { getCraftResolver } from '../canvas/craft-resolver';
import { Toolbox } from './toolbox';

describe('Toolbox', () => {
  it('offers every registered block, under its label and with its own icon', () => {
    renderWithMantine(
      <Editor resolver={getCraftResolver()} enabled>
        <Frame data={JSON.stringify(blocksToCraftNodes([]))} />
        <Toolbox />
      </Editor>,
    );
    const toolbox = screen.getByTestId('editor:toolbox');
    for (const definition of BLOCK_DEFINITIONS) {
      const item = within(toolbox).getByTestId(`toolbox:${definition.type}`);
      expect(item).toHaveAccessibleName(`Add ${definition.label}`);
      expect(item).toHaveTextContent(definition.label);
      const icon = item.querySelector('svg.tabler-icon');
      expect(icon, `${definition.type} has no icon`).not.toBeNull();
      // The generic box is the fallback of an icon the editor lacks.
      if (definition.icon !== 'Box') expect(icon).not.toHaveClass('tabler-icon-box');
    }
    expect(within(toolbox).getAllByRole('button', { name: /^Add / })).toHaveLength(
      BLOCK_DEFINITIONS.length,
    );
  });

  it('offers only footer and notice blocks on the site footer', () => {
    renderWithMantine(
      <Editor resolver={getCraftResolver()} enabled>
        <Frame data={JSON.stringify(blocksToCraftNodes([]))} />
        <Toolbox allowsType={allowedInSiteFooter} />
      </Editor>,
    );
    const toolbox = screen.getByTestId('editor:toolbox');
    const offered = within(toolbox)
      .getAllByRole('button', { name: /^Add / })
      .map((button) => button.getAttribute('data-testid'));
    expect(offered).toContain('toolbox:Footer');
    expect(offered).toContain('toolbox:WarningBannerBlock');
    expect(offered).not.toContain('toolbox:HeroBanner');
    expect(offered).toEqual(
      BLOCK_DEFINITIONS.filter((definition) => allowedInSiteFooter(definition.type)).map(
        (definition) => `toolbox:${definition.type}`,
      ),
    );
  });
});
