// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import {
  IMAGE_REQUIRED_MESSAGE,
  createDefaultProps,
  fields,
  type BlockDefinition,
} from '@lumo/block-schema';
import { renderWithMantine } from '../test/render';
import { MediaPickerProvider, type MediaPickerProps } from './media-picker-context';
import { SettingsForm } from './settings-form';

const flavour = z.object({
  text: fields.text('Name', { required: true }),
  values: fields.list('Strengths', fields.number('Strength'), { defaultValue: [0, 12] }),
});

const schema = z.object({
  title: fields.text('Title', { defaultValue: 'Hello' }),
  description: fields.longText('Description'),
  body: fields.markup('Body', { defaultValue: '<p>Hi</p>' }),
  minHeight: fields.number('Min height', { defaultValue: 600, min: 0 }),
  darkText: fields.boolean('Dark text'),
  buttonVariant: fields.select('Button variant', ['primary', 'secondary', 'tertiary'], 'primary'),
  textColor: fields.color('Text colour', '#112233'),
  buttonHref: fields.link('Button link', { defaultValue: '/devices' }),
  backgroundImage: fields.image('Background image', { required: true }),
  movie: fields.video('Movie'),
  box: fields.object('Background box', { width: fields.number('Width', { defaultValue: 10 }) }),
  items: fields.list('Flavours', flavour, {
    itemLabel: 'Flavour',
    itemTitleKey: 'text',
    defaultValue: [
      { text: 'Peppermint', values: [0, 6] },
      { text: 'Simply Mint', values: [12] },
    ],
  }),
});

const defaults = () => createDefaultProps({ schema } as unknown as BlockDefinition);

/** Stand-in for the shell's MediaPicker (seam item 2): shows label, url and error. */
function StandInMediaPicker({ label, value, error, onChange, kind }: MediaPickerProps) {
  return (
    <div>
      <span>{label}</span>
      <span data-testid={`picked:${kind}`}>{value.url || 'none'}</span>
      {error ? <span role="alert">{error}</span> : null}
      <button
        type="button"
        onClick={() => onChange({ url: `/media/picked.${kind === 'image' ? 'webp' : 'webm'}` })}
      >
        Pick {label}
      </button>
    </div>
  );
}

function renderForm(values = defaults()) {
  const onChange = vi.fn<(values: Record<string, unknown>) => void>();
  renderWithMantine(
    <MediaPickerProvider value={StandInMediaPicker}>
      <SettingsForm schema={schema} values={values} onChange={onChange} />
    </MediaPickerProvider>,
  );
  const lastValues = () => onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;
  return { onChange, lastValues };
}

describe('SettingsForm', () => {
  it('renders the right input for every field kind', () => {
    renderForm();
    expect(screen.getByTestId('field:title').tagName).toBe('INPUT');
    expect(screen.getByTestId('field:title')).not.toHaveAttribute('inputmode');
    expect(screen.getByTestId('field:title')).toHaveValue('Hello');
    expect(screen.getByTestId('field:description').tagName).toBe('TEXTAREA');
    expect(screen.getByTestId('field:body').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('toolbar', { name: 'Body formatting' })).toBeInTheDocument();
    expect(screen.getByTestId('field:minHeight')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByTestId('field:minHeight')).toHaveValue('600');
    expect(screen.getByTestId('field:darkText')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByTestId('field:buttonVariant')).toHaveValue('primary');
    expect(screen.getByTestId('field:buttonVariant')).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByTestId('field:textColor')).toHaveValue('#112233');
    expect(screen.getByTestId('field:buttonHref')).toHaveValue('/devices');
    expect(
      within(screen.getByTestId('field:backgroundImage')).getByTestId('picked:image'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('field:movie')).getByTestId('picked:video'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('field:box').tagName).toBe('FIELDSET');
    expect(screen.getByTestId('field:box.width')).toHaveValue('10');
    expect(screen.getAllByTestId(/^field:items\.\d+:item$/)).toHaveLength(2);
    expect(screen.getByTestId('field:items.0.text')).toHaveValue('Peppermint');
    expect(screen.getByTestId('field:items.1.values.0')).toHaveValue('12');
  });

  it('shows the error of a required image at the field until one is picked', async () => {
    const { lastValues } = renderForm();
    const imageField = screen.getByTestId('field:backgroundImage');
    expect(await within(imageField).findByRole('alert')).toHaveTextContent(IMAGE_REQUIRED_MESSAGE);
    await userEvent.click(
      within(imageField).getByRole('button', { name: 'Pick Background image' }),
    );
    await waitFor(() => expect(within(imageField).queryByRole('alert')).not.toBeInTheDocument());
    expect(lastValues().backgroundImage).toMatchObject({ url: '/media/picked.webp' });
  });

  it('passes every change on and shows validation errors at the field', async () => {
    const { lastValues } = renderForm();
    const link = screen.getByTestId('field:buttonHref');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    expect(lastValues().buttonHref).toBe('javascript:alert(1)');
    expect(await screen.findByText(/Links must be a path starting with \//)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('field:darkText'));
    expect(lastValues().darkText).toBe(true);
    await userEvent.clear(screen.getByTestId('field:items.0.text'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  // Some twenty user-event steps through a whole form: slow on a loaded 2-core machine.
  it('adds, duplicates, removes and reorders list items', async () => {
    const { lastValues } = renderForm();
    const names = () => (lastValues().items as { text: string }[]).map((item) => item.text);

    await userEvent.click(screen.getByTestId('field:items:add'));
    expect(lastValues().items).toEqual([
      { text: 'Peppermint', values: [0, 6] },
      { text: 'Simply Mint', values: [12] },
      { text: '', values: [0, 12] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Peppermint' }));
    expect(names()).toEqual(['Peppermint', 'Peppermint', 'Simply Mint', '']);
    await userEvent.type(screen.getByTestId('field:items.1.text'), ' copy');
    expect(names()).toEqual(['Peppermint', 'Peppermint copy', 'Simply Mint', '']);
    expect((lastValues().items as { values: number[] }[])[1]!.values).toEqual([0, 6]);

    await userEvent.click(screen.getByRole('button', { name: 'Move Simply Mint up' }));
    expect(names()).toEqual(['Peppermint', 'Simply Mint', 'Peppermint copy', '']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Peppermint copy' }));
    expect(names()).toEqual(['Peppermint', 'Simply Mint', '']);
    expect(screen.getByTestId('field:items.1.text')).toHaveValue('Simply Mint');
  }, 45_000);

  it('reorders list items with the keyboard on the drag handle', async () => {
    // jsdom has no layout: stack every element below its previous sibling, 100px each.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 300, height: 90 });
    });
    const { lastValues } = renderForm();
    const handle = screen.getByRole('button', { name: 'Drag Peppermint to reorder' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect((lastValues()?.items as { text: string }[]).map((item) => item.text)).toEqual([
        'Simply Mint',
        'Peppermint',
      ]),
    );
  });

  it('edits lists of plain values', async () => {
    const { lastValues } = renderForm();
    const strengths = () => (lastValues().items as { values: number[] }[])[0]!.values;
    await userEvent.click(screen.getByTestId('field:items.0.values:add'));
    expect(strengths()).toEqual([0, 6, 0]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove 0' })[0]!);
    expect(strengths()).toEqual([6, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Move 6 down' }));
    expect(strengths()).toEqual([0, 6]);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate 6' }));
    expect(strengths()).toEqual([0, 6, 6]);
  });

  it('shows new values when the props change from outside (undo)', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithMantine(
      <SettingsForm schema={schema} values={defaults()} onChange={onChange} />,
    );
    rerender(
      <SettingsForm
        schema={schema}
        values={{ ...defaults(), title: 'Undone' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('field:title')).toHaveValue('Undone'));
  });

  it('reports no change for values it was given (undo keeps the redo stack)', async () => {
    const onChange = vi.fn();
    const picked = { url: '/media/a.webp', alt: 'A' };
    const given = () => ({ ...defaults(), backgroundImage: structuredClone(picked) });
    const { rerender } = renderWithMantine(
      <MediaPickerProvider value={StandInMediaPicker}>
        <SettingsForm schema={schema} values={given()} onChange={onChange} />
      </MediaPickerProvider>,
    );
    // Undo: new objects (image, list items, a colour), equal or not to what the form shows.
    rerender(
      <MediaPickerProvider value={StandInMediaPicker}>
        <SettingsForm
          schema={schema}
          values={{ ...given(), title: 'Undone', textColor: '#445566' }}
          onChange={onChange}
        />
      </MediaPickerProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('field:title')).toHaveValue('Undone'));
    expect(screen.getByTestId('field:textColor')).toHaveValue('#445566');
    rerender(
      <MediaPickerProvider value={StandInMediaPicker}>
        <SettingsForm schema={schema} values={given()} onChange={onChange} />
      </MediaPickerProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('field:title')).toHaveValue('Hello'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
    // A person's change still is one.
    await userEvent.type(screen.getByTestId('field:title'), '!');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Hello!' }));
  });
});
