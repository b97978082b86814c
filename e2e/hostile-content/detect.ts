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

/** Scrolls a page from top to bottom so lazy images load (their error handlers would fire). */
export async function scrollThrough(frame: Frame): Promise<void> {
  await frame.evaluate(async () => {
    const step = Math.max(400, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
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
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\u0000-\u0020]+/g, '');
        if (name.startsWith('on'))
          findings.push({ rule: `${name} attribute`, html: snippet(element) });
        else if (urlAttributes.includes(name) && dangerousUrl.test(value)) {
          // Images as data: URLs cannot run script; anything else can.
          if (!(name === 'src' && /^data:image\/(png|jpeg|gif|webp|avif);/i.test(value)))
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
        'math',
      ];
      if (active.includes(tag) && markers.test(element.outerHTML))
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
