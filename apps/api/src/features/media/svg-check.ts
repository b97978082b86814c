import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { SaxesParser, type SaxesTagNS } from 'saxes';

export type SvgInspection =
  { ok: true; width: number | null; height: number | null } | { ok: false; reason: string };

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Bounds on what we parse into a DOM: enough for any logo, icon or illustration. */
export const MAX_SVG_ELEMENTS = 20_000;
export const MAX_SVG_DEPTH = 100;

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
// Whitespace and control characters browsers ignore inside a URL scheme ("java\tscript:").
const SCRIPT_URL =
  /(javascript|vbscript)\s*:|data\s*:\s*(text\/html|image\/svg\+xml|application\/xhtml)/i;

function compact(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020]+/g, '');
}

/** "120", "120px", "12.5" -> rounded px; percentages and other units give null. */
function parseLength(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  if (!match) return null;
  const length = Math.round(Number(match[1]));
  return length > 0 ? length : null;
}

/** Thrown from a parser handler to stop reading a file that is already refused. */
class StopParsing extends Error {}

/**
 * SVG is XML text, so magic bytes cannot tell it apart: parse it (namespace-aware) and refuse
 * - anything whose root is not `<svg>` in the SVG namespace, and any element outside that
 *   namespace (an `<svg xmlns="http://www.w3.org/1999/xhtml">` is an XHTML page: forms, meta
 *   refresh, links; only plain SVG is accepted),
 * - anything that can run script when the file is opened (script and foreignObject elements,
 *   on* handlers, javascript: URLs and embedded SVG/HTML documents in any attribute or style),
 * - DOCTYPEs that declare entities, stylesheet processing instructions,
 * - more than MAX_SVG_ELEMENTS elements or nesting deeper than MAX_SVG_DEPTH.
 * Returns the intrinsic size from width/height or the viewBox. `sanitiseSvg` then rewrites
 * what passed through an allow-list.
 */
export function inspectSvg(text: string): SvgInspection {
  const parser = new SaxesParser({ xmlns: true });
  let root: SaxesTagNS | undefined;
  let problem: string | undefined;
  let elements = 0;
  let depth = 0;
  const refuse = (reason: string) => {
    problem ??= reason;
  };
  // Editors often export `<!DOCTYPE svg PUBLIC ...>`: harmless. An internal subset can declare
  // entities (billion laughs, external entities), so that is refused.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) refuse('it declares entities in its DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    depth += 1;
    if (elements > MAX_SVG_ELEMENTS) {
      refuse(`it has more than ${MAX_SVG_ELEMENTS} elements`);
      throw new StopParsing();
    }
    if (depth > MAX_SVG_DEPTH) {
      refuse(`it nests elements more than ${MAX_SVG_DEPTH} levels deep`);
      throw new StopParsing();
    }
    const name = tag.local.toLowerCase();
    if (!root) {
      root = tag;
      if (name !== 'svg') {
        refuse('its root element is not <svg>');
        throw new StopParsing();
      }
      if (tag.uri !== SVG_NAMESPACE) {
        refuse(
          `its root <svg> element is not in the SVG namespace (it needs xmlns="${SVG_NAMESPACE}")`,
        );
      }
    } else if (tag.uri !== SVG_NAMESPACE) {
      refuse(
        `it contains an element outside the SVG namespace (<${tag.name}>${tag.uri ? ` in ${tag.uri}` : ''}); only plain SVG is accepted`,
      );
    }
    if (FORBIDDEN_ELEMENTS.has(name)) refuse(`it contains a <${tag.name}> element`);
    for (const attribute of Object.values(tag.attributes)) {
      if (/^on/i.test(attribute.local))
        refuse(`it has an event handler attribute (${attribute.name})`);
      if (SCRIPT_URL.test(compact(attribute.value)))
        refuse(`it has a script URL in ${attribute.name}`);
    }
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  parser.on('text', (value) => {
    if (SCRIPT_URL.test(compact(value))) refuse('it has a script URL in its text or styles');
  });
  parser.on('cdata', (value) => {
    if (SCRIPT_URL.test(compact(value))) refuse('it has a script URL in its text or styles');
  });
  parser.on('processinginstruction', (instruction) => {
    if (instruction.target.toLowerCase() === 'xml-stylesheet') refuse('it loads a stylesheet');
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (!(error instanceof StopParsing)) {
      return {
        ok: false,
        reason: `it is not well-formed XML (${(error as Error).message.split('\n')[0]})`,
      };
    }
  }
  if (problem) return { ok: false, reason: problem };
  if (!root) return { ok: false, reason: 'its root element is not <svg>' };
  const attribute = (name: string) => root?.attributes[name]?.value;
  let width = parseLength(attribute('width'));
  let height = parseLength(attribute('height'));
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth = 0, boxHeight = 0] = viewBox;
    if (boxWidth > 0 && boxHeight > 0) {
      if (width === null && height === null) {
        width = Math.round(boxWidth);
        height = Math.round(boxHeight);
      } else if (width === null && height !== null) {
        width = Math.round((height * boxWidth) / boxHeight);
      } else if (height === null && width !== null) {
        height = Math.round((width * boxHeight) / boxWidth);
      }
    }
  }
  return { ok: true, width, height };
}

const PURIFY_CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  IN_PLACE: true,
} as const;

let purifier: { window: JSDOM['window']; purify: DOMPurify } | undefined;

/** One jsdom window (no scripts, no resource loading) and DOMPurify on it, made on first use. */
function svgPurifier() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = { window, purify: createDOMPurify(window) };
  }
  return purifier;
}

/**
 * Rewrites an SVG that `inspectSvg` accepted through DOMPurify's SVG allow-list (its `svg` and
 * `svgFilters` profiles): unknown elements and attributes are dropped (e.g. `<use>`, editor
 * metadata attributes), as are the DOCTYPE and anything outside the root. Returns the serialised
 * XML to store and what was removed.
 */
export function sanitiseSvg(text: string): { svg: string; removed: string[] } {
  const { window, purify } = svgPurifier();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (
    root.namespaceURI !== SVG_NAMESPACE ||
    root.localName !== 'svg' ||
    document.getElementsByTagNameNS('*', 'parsererror').length > 0
  ) {
    throw new Error('sanitiseSvg needs a document that inspectSvg accepted');
  }
  purify.sanitize(root, PURIFY_CONFIG);
  const removed = purify.removed.map((entry) =>
    'element' in entry
      ? `<${entry.element.nodeName}>`
      : `${entry.attribute?.name ?? 'attribute'} on <${entry.from.nodeName}>`,
  );
  return { svg: new window.XMLSerializer().serializeToString(root), removed };
}

/** Cheap pre-check before parsing: does the text look like SVG markup at all? */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}
