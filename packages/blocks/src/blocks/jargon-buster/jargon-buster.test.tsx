import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jargonBuster } from '@lumo/block-schema';
import { JargonBuster } from './jargon-buster';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf, testContext } from '../../test/fixtures';

describe('JargonBuster', () => {
  it('shows two columns of terms as definition lists, with the SPEC §9 tank maximum', () => {
    const { container } = render(
      <BuilderPage page={pageOf([exampleNode(jargonBuster, 'jargon')])} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vaping jargon, explained');
    const columns = container.querySelectorAll('dl');
    expect(columns).toHaveLength(2);
    expect([...columns[0]!.querySelectorAll('dt')].map((term) => term.textContent)).toContain(
      'Pod',
    );
    expect(screen.getByText('Tank capacity').closest('div')).toHaveTextContent('2 ml maximum');
  });

  it('sanitises explanations even when given unsanitised props, and prefixes internal links', () => {
    const { container } = render(
      <JargonBuster
        id="j"
        context={testContext({ storeView: 'ie', index: 2 })}
        props={{
          heading: 'Terms',
          leftColumnItems: [
            {
              title: 'Coil',
              text: '<p onmouseover="steal()">Heats<script>alert(1)</script> <a href="/devices">e-liquid</a> <a href="javascript:alert(2)">x</a></p>',
            },
          ],
          rightColumnItems: [],
        }}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert|javascript:/);
    expect(screen.getByRole('link', { name: 'e-liquid' })).toHaveAttribute('href', '/ie/devices');
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Terms');
  });
});
