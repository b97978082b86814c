import { SaxesParser } from 'saxes';

export type SvgInspection =
  { ok: true; width: number | null; height: number | null } | { ok: false; reason: string };

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

function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}

/** "120", "120px", "12.5" -> rounded px; percentages and other units give null. */
function parseLength(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  if (!match) return null;
  const length = Math.round(Number(match[1]));
  return length > 0 ? length : null;
}

/**
 * SVG is XML text, so magic bytes cannot tell it apart: parse it, require an <svg> root, and
 * refuse anything that can run script when the file is opened (script and foreignObject
 * elements, on* handlers, javascript: URLs and embedded SVG/HTML documents in any attribute or
 * style). DOCTYPEs that declare entities are refused too. Returns the intrinsic size from
 * width/height or the viewBox.
 */
export function inspectSvg(text: string): SvgInspection {
  const parser = new SaxesParser({ xmlns: false });
  let root: Record<string, string> | undefined;
  let rootName: string | undefined;
  let problem: string | undefined;
  const refuse = (reason: string) => {
    problem ??= reason;
  };
  // Editors often export `<!DOCTYPE svg PUBLIC ...>`: harmless. An internal subset can declare
  // entities (billion laughs, external entities), so that is refused.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) refuse('it declares entities in its DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (!rootName) {
      rootName = name;
      root = tag.attributes as Record<string, string>;
    }
    if (FORBIDDEN_ELEMENTS.has(name)) refuse(`it contains a <${tag.name}> element`);
    for (const [attribute, value] of Object.entries(tag.attributes as Record<string, string>)) {
      if (/^on/i.test(localName(attribute)))
        refuse(`it has an event handler attribute (${attribute})`);
      if (SCRIPT_URL.test(compact(value))) refuse(`it has a script URL in ${attribute}`);
    }
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
    return {
      ok: false,
      reason: `it is not well-formed XML (${(error as Error).message.split('\n')[0]})`,
    };
  }
  if (rootName !== 'svg' || !root) return { ok: false, reason: 'its root element is not <svg>' };
  if (problem) return { ok: false, reason: problem };
  let width = parseLength(root.width);
  let height = parseLength(root.height);
  const viewBox = root.viewBox
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

/** Cheap pre-check before parsing: does the text look like SVG markup at all? */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}
