import { act, createElement } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collapseStaticMarkup } from './collapse-static-markup';
import { StaticHtml } from './static-html';
import { STATIC_HTML_MARK, staticHtmlKey } from './static-html-mark';

const blockHtml =
  '<h2 class="lb-b-title">Why shop with Lumo</h2><p>Every e-liquid is lab tested before it goes on sale, &amp; verified.</p>';

/** The element the collapse makes of a static block, and its string as a document's payload has it. */
function staticBlock() {
  const element = collapseStaticMarkup(
    <section className="lb-block">
      <h2 className="lb-b-title">Why shop with Lumo</h2>
      <p>Every e-liquid is lab tested before it goes on sale, &amp; verified.</p>
    </section>,
  ) as ReturnType<typeof createElement>;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticHtml (ADR 0055)', () => {
  it('is what the collapse makes of a long static string, keyed by its content', () => {
    const element = staticBlock();
    expect(element.type).toBe(StaticHtml);
    const key = staticHtmlKey(blockHtml);
    expect(element.props).toEqual({
      className: 'lb-block',
      as: 'section',
      h: `${STATIC_HTML_MARK}${key}${STATIC_HTML_MARK}${blockHtml}`,
    });
    expect(renderToString(element)).toBe(
      `<section class="lb-block" data-sh="${key}">${blockHtml}</section>`,
    );
  });

  it('hydrates from the server markup when the payload holds only the key, without errors', async () => {
    const key = staticHtmlKey(blockHtml);
    const container = document.createElement('div');
    container.innerHTML = renderToString(staticBlock());
    document.body.append(container);
    const section = container.firstElementChild;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        createElement(StaticHtml, {
          as: 'section',
          className: 'lb-block',
          h: `${STATIC_HTML_MARK}${key}`,
        }),
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The same node, with the same content: nothing was rendered again.
    expect(container.firstElementChild).toBe(section);
    expect(section?.innerHTML).toBe(blockHtml);
  });

  it('renders the remembered content again after the markup is gone (back to the first page)', async () => {
    const key = staticHtmlKey(blockHtml);
    const server = document.createElement('div');
    server.innerHTML = renderToString(staticBlock());
    document.body.append(server);
    const shortened = createElement(StaticHtml, {
      as: 'section',
      className: 'lb-block',
      h: `${STATIC_HTML_MARK}${key}`,
    });
    await act(async () => {
      hydrateRoot(server, shortened);
    });
    server.remove();
    // A fresh render of the same payload (no server markup left in the document).
    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => {
      createRoot(later).render(shortened);
    });
    expect(later.querySelector('section')?.innerHTML).toBe(blockHtml);
  });

  it('renders the string it receives on client navigations', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(staticBlock());
    });
    expect(container.querySelector('section')?.innerHTML).toBe(blockHtml);
    expect(container.querySelector('section')?.getAttribute('data-sh')).toBe(
      staticHtmlKey(blockHtml),
    );
  });
});
