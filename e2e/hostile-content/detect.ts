import type { BrowserContext, Frame, Page } from '@playwright/test';

/**
 * How the hostile-content spec notices a payload: an execution (the payload called window.__xss,
 * alert, confirm or prompt, in any frame) or a near miss (a Content Security Policy violation, or
 * active markup left in the DOM that only the CSP or the lack of a click kept from running).
 */
export interface Execution {
  how: 'marker' | 'dialog';
  marker: string;
  url: string;
}

export interface Finding {
  rule: string;
  html: string;
}

/** Records executions for every page of the context; call before the first navigation. */
export async function watchExecutions(context: BrowserContext): Promise<Execution[]> {
  const executions: Execution[] = [];
  await context.exposeBinding('__xssReport', ({ frame }, marker: unknown) => {
    executions.push({ how: 'marker', marker: String(marker), url: frame.url() });
  });
  await context.addInitScript(() => {
    const report = (marker: unknown) =>
      (window as unknown as { __xssReport: (m: unknown) => void }).__xssReport(marker);
    Object.defineProperty(window, '__xss', { value: report, writable: false });
    // CSP violations are near misses: something tried to run and the policy stopped it.
    const violations: { directive: string; blocked: string; sample: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  // Payload URLs name hosts that do not exist (x.test, evil.example): answer them at once,
  // so nothing leaves the machine and pages do not wait for DNS.
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  context.on('page', (page) => watchDialogs(page, executions));
  for (const page of context.pages()) watchDialogs(page, executions);
  return executions;
}

function watchDialogs(page: Page, executions: Execution[]): void {
  page.on('dialog', (dialog) => {
    executions.push({ how: 'dialog', marker: dialog.message(), url: page.url() });
    void dialog.dismiss();
  });
}

/** CSP violations a frame saw (only those that mention a payload, i.e. not the shop's own). */
export async function cspViolations(
  frame: Frame,
): Promise<{ directive: string; blocked: string; sample: string }[]> {
  return frame.evaluate(() =>
    (
      (
        window as unknown as {
          __cspViolations?: { directive: string; blocked: string; sample: string }[];
        }
      ).__cspViolations ?? []
    ).slice(),
  );
}

/**
 * Makes every lazy image of a frame load now (as scrolling to it would) and waits until each has
 * loaded or failed, so an error or load handler that survived would have fired.
 */
export async function loadAllImages(frame: Frame): Promise<void> {
  await frame.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
  });
}

/**
 * Active markup in a frame's DOM that came from content: event-handler attributes, script-capable
 * URLs, elements that run or embed code or move the page elsewhere, style that calls out, and
 * elements that clobber the marker. The shop's own scripts carry none of the payloads' markers.
 */
export async function activeMarkup(frame: Frame): Promise<Finding[]> {
  return frame.evaluate(() => {
    const findings: { rule: string; html: string }[] = [];
    const markers = /__xss|evil\.example|msgbox|alert\(|confirm\(|prompt\(/i;
    const dangerousUrl = /^(javascript|vbscript|data):/i;
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'srcdoc',
      'values',
      'to',
      'from',
    ];
    const snippet = (element: Element) => element.outerHTML.slice(0, 200);
    /**
     * Content that is only data where it stands: Next.js's RSC payload scripts (one JS string
     * literal each), JSON-LD that parses as JSON, and <meta> without http-equiv (a name/content
     * pair). If a payload broke out of one of these, the script would no longer have that shape.
     */
    const isData = (element: Element): boolean => {
      const tag = element.tagName.toLowerCase();
      if (tag === 'meta') return !element.hasAttribute('http-equiv');
      if (tag !== 'script') return false;
      const text = element.textContent ?? '';
      if (element.getAttribute('type') === 'application/ld+json') {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }
      return /^self\.__next_f\.push\(\[\d+,"(?:[^"\\]|\\.)*"\]\)$/s.test(text);
    };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\u0000-\u0020]+/g, '');
        if (name.startsWith('on'))
          findings.push({ rule: `${name} attribute`, html: snippet(element) });
        else if (urlAttributes.includes(name) && dangerousUrl.test(value)) {
          // Images as data: URLs cannot run script, nor can the empty one (the shop's favicon).
          const inert =
            value === 'data:,' ||
            (name === 'src' && /^data:image\/(png|jpeg|gif|webp|avif);/i.test(value));
          if (!inert)
            findings.push({ rule: `${name}=${value.slice(0, 11)}`, html: snippet(element) });
        } else if (name === 'srcdoc') findings.push({ rule: 'srcdoc', html: snippet(element) });
        else if (name === 'style' && /expression\(|javascript:|url\(|behavior/i.test(value)) {
          if (markers.test(value) || /expression\(|javascript:/i.test(value))
            findings.push({ rule: 'style calls out', html: snippet(element) });
        } else if ((name === 'id' || name === 'name') && /^__xss/.test(value)) {
          findings.push({ rule: 'clobbers the marker', html: snippet(element) });
        }
      }
      const tag = element.tagName.toLowerCase();
      const active = [
        'script',
        'iframe',
        'object',
        'embed',
        'frame',
        'frameset',
        'base',
        'meta',
        'form',
        'style',
        'link',
        'template',
      ];
      // Its own attributes, and the code of a script, style or template (not the text of a
      // form's fields: the editor's settings form shows the payload in a textarea, as text).
      const own = Array.from(element.attributes, (attribute) => attribute.value).join(' ');
      const code = ['script', 'style', 'template'].includes(tag) ? element.innerHTML : '';
      if (active.includes(tag) && markers.test(`${own} ${code}`) && !isData(element))
        findings.push({ rule: `<${tag}> from content`, html: snippet(element) });
      if (
        tag === 'a' &&
        /^\s*(javascript|vbscript|data):/i.test((element as HTMLAnchorElement).protocol)
      )
        findings.push({ rule: 'link protocol', html: snippet(element) });
    }
    return findings;
  });
}
