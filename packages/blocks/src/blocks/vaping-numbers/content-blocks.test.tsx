import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brochureModule, trustBlock, typeOfDevices, vapingNumbers } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, heroNode, pageOf } from '../../test/fixtures';

describe('VapingNumbers', () => {
  it('shows the SPEC §9 device facts and the bottom text', () => {
    render(
      <BuilderPage page={pageOf([heroNode('hero'), exampleNode(vapingNumbers, 'numbers')])} />,
    );
    const section = screen.getByTestId('block:VapingNumbers');
    expect(section).toHaveAccessibleName('Lumo in numbers');
    const facts = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual([
      'Locks itself after three minutes without use',
      'Vibrates every 15 puffs to help you keep count',
      'Fully charged in 60 minutes',
      '2 ml pods, the legal maximum',
    ]);
    expect(section).toHaveTextContent('highly addictive substance');
  });
});

describe('TrustBlock', () => {
  it('lists its reasons with decorative, lazily loaded icons below the first block', () => {
    render(<BuilderPage page={pageOf([heroNode('hero'), exampleNode(trustBlock, 'trust')])} />);
    const section = screen.getByTestId('block:TrustBlock');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why shop with Lumo',
    );
    const icons = section.querySelectorAll('img');
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('loading', 'lazy');
      expect(icon).toHaveAttribute('width', '64');
    }
  });
});

describe('TypeOfDevices', () => {
  it('renders a card per device with its button through the store prefix', () => {
    render(<BuilderPage page={pageOf([exampleNode(typeOfDevices, 'devices')])} storeView="ch" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find the right device');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pod starter kit',
      'Compact',
      'Pro',
    ]);
    expect(screen.getByRole('link', { name: 'See the starter kit' })).toHaveAttribute(
      'href',
      '/ch/devices/compact/pod-vape-starter-kit',
    );
    expect(
      screen.getByRole('img', { name: 'Lumo Pro device with an LED display' }),
    ).toHaveAttribute('height', '800');
  });
});

describe('BrochureModule', () => {
  it('shows ingredients, nicotine strengths 0/6/12/18 mg/ml and the flavour mosaic', () => {
    const { container } = render(
      <BuilderPage page={pageOf([heroNode('hero'), exampleNode(brochureModule, 'brochure')])} />,
    );
    const section = screen.getByTestId('block:BrochureModule');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Inside an e-liquid',
    );
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Propylene glycol (PG)',
      'Vegetable glycerine (VG)',
      'Flavourings',
      'Nicotine',
      'Nicotine strengths',
      'Twelve flavours by family',
    ]);
    const values = [...container.querySelectorAll('.lb-brochure__value-number')].map(
      (value) => value.textContent,
    );
    expect(values).toEqual(['0 mg/ml', '6 mg/ml', '12 mg/ml', '18 mg/ml']);
    const tiles = [...container.querySelectorAll('.lb-brochure__tile')].map(
      (tile) => tile.textContent,
    );
    expect(tiles).toEqual([
      '4Mint flavours',
      '3Tobacco flavours',
      '4Fruit flavours',
      '1Dessert flavour',
    ]);
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
  });
});
