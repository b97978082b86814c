// Static block HTML sent once in a document (ADR 0055).
//
// A builder block's static markup reaches the RSC payload as one string per element, through the
// client element StaticHtml of @lumo/blocks: `NUL key NUL html`. The document that Next.js writes
// holds that HTML twice, in the markup (`<div data-sh="key">html</div>`) and in the inline payload
// (`<script>self.__next_f.push([1,"…"])</script>`). This module shortens each such string in a
// document's inline payload to `NUL key` when the markup written before it holds exactly that
// HTML under that key; StaticHtml then reads the content back from the DOM. Answers to client
// navigations and prefetches (`text/x-component`) never pass here and keep the whole strings.
//
// The payload is React's Flight format: rows `<hex id>:<JSON>\n`, and rows with a byte length
// (`<hex id>:T<hex length>,<bytes>`, long strings). Rows and strings can be split across push
// scripts. Anything this parser does not expect makes it pass the rest of the document unchanged.

import { rewriteResponseBody } from './response-body-rewrite.mjs';

const MARK = 0;
// Flight row tags followed by a hex byte length and a comma (react-server-dom-webpack's client).
const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((tag) => tag.charCodeAt(0)));
const COLON = 58;
const COMMA = 44;
const NEWLINE = 10;
const TEXT_TAG = 84; // T
// A JSON string that starts with the mark, as the decoded payload writes it.
const MARKED_JSON_STRING = '"\\u0000';

/**
 * Streaming rewriter of a Flight payload's bytes. `markupHas(key, html)` says whether the markup
 * already sent holds that HTML under that key.
 *
 * @param {(key: string, html: string) => boolean} markupHas
 */
export function createFlightRewriter(markupHas) {
  /** 'id' | 'tag' | 'length' | 'start' | 'text' | 'body' | 'line' | 'off' */
  let state = 'id';
  /** Bytes of the current row not sent yet (its head, or a JSON line). @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  let tag = 0;
  let length = 0;
  let changed = false;
  /** A marked text row's head (`id:T<length>,`) and the body read so far. */
  let textHead = Buffer.alloc(0);
  /** @type {Buffer[]} */
  let textBody = [];

  /** @param {Buffer} bytes */
  const hold = (bytes) => {
    pending.push(bytes);
    pendingBytes += bytes.length;
  };
  const takePending = () => {
    const all = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return all;
  };

  return {
    /** Whether anything was shortened so far. */
    get changed() {
      return changed;
    },
    /**
     * @param {Buffer} data one push's bytes
     * @returns {Buffer} what can be sent in this push
     */
    push(data) {
      /** @type {Buffer[]} */
      const out = [];
      let at = 0;
      while (at < data.length) {
        if (state === 'off') {
          out.push(data.subarray(at));
          break;
        }
        if (state === 'id') {
          const colon = data.indexOf(COLON, at);
          const end = colon === -1 ? data.length : colon + 1;
          if (!isHex(data, at, colon === -1 ? end : colon)) {
            state = 'off';
            out.push(takePending());
            continue;
          }
          hold(data.subarray(at, end));
          at = end;
          if (colon !== -1) state = 'tag';
          continue;
        }
        if (state === 'tag') {
          tag = data[at];
          if (LENGTH_TAGS.has(tag)) {
            hold(data.subarray(at, at + 1));
            at += 1;
            length = 0;
            state = 'length';
          } else {
            state = 'line';
          }
          continue;
        }
        if (state === 'length') {
          const comma = data.indexOf(COMMA, at);
          const end = comma === -1 ? data.length : comma;
          if (!isHex(data, at, end)) {
            state = 'off';
            out.push(takePending());
            continue;
          }
          for (let index = at; index < end; index += 1)
            length = length * 16 + hexValue(data[index]);
          hold(data.subarray(at, comma === -1 ? end : comma + 1));
          at = comma === -1 ? end : comma + 1;
          if (comma !== -1) state = 'start';
          continue;
        }
        if (state === 'start') {
          // A text row starting with the mark: StaticHtml's string. The whole row is needed to
          // compare it with the markup (about one block's HTML), so it is held.
          if (tag === TEXT_TAG && length > 0 && data[at] === MARK) {
            textHead = takePending();
            textBody = [];
            state = 'text';
            continue;
          }
          out.push(takePending());
          state = length === 0 ? 'id' : 'body';
          continue;
        }
        if (state === 'text') {
          const take = Math.min(length, data.length - at);
          textBody.push(data.subarray(at, at + take));
          length -= take;
          at += take;
          if (length === 0) {
            out.push(shortenTextRow(textHead, Buffer.concat(textBody)));
            textBody = [];
            state = 'id';
          }
          continue;
        }
        if (state === 'body') {
          const take = Math.min(length, data.length - at);
          out.push(data.subarray(at, at + take));
          length -= take;
          at += take;
          if (length === 0) state = 'id';
          continue;
        }
        // state === 'line': a JSON row up to its newline.
        const newline = data.indexOf(NEWLINE, at);
        if (newline === -1) {
          hold(data.subarray(at));
          break;
        }
        hold(data.subarray(at, newline + 1));
        at = newline + 1;
        out.push(shortenJsonRow(takePending()));
        state = 'id';
      }
      return out.length === 1 ? out[0] : Buffer.concat(out);
    },
    /** @returns {Buffer} bytes still held (a row the document ended in the middle of) */
    flush() {
      if (state === 'text') return Buffer.concat([textHead, ...textBody, takePending()]);
      return takePending();
    },
  };

  /**
   * `id:T<length>,` and its body: shortened when the body is `NUL key NUL html` and the markup
   * holds it.
   *
   * @param {Buffer} head
   * @param {Buffer} body
   */
  function shortenTextRow(head, body) {
    const end = body.indexOf(MARK, 1);
    if (end === -1) return Buffer.concat([head, body]);
    const key = body.toString('latin1', 1, end);
    if (!markupHas(key, body.toString('latin1', end + 1))) return Buffer.concat([head, body]);
    changed = true;
    const id = head.toString('latin1', 0, head.indexOf(COLON));
    // `NUL key`: the key is base 36, one byte per character.
    return Buffer.from(`${id}:T${end.toString(16)},\u0000${key}`, 'latin1');
  }

  /**
   * A JSON row with its newline; its strings that start with the mark are shortened.
   *
   * @param {Buffer} row
   */
  function shortenJsonRow(row) {
    // Byte for character (latin1): JSON's own characters are ASCII, so a UTF-8 character's bytes
    // never look like a quote or backslash, and the bytes come back unchanged.
    const text = row.toString('latin1');
    if (!text.includes(MARKED_JSON_STRING)) return row;
    let result = '';
    let copied = 0;
    let index = 0;
    while (index < text.length) {
      if (text.charCodeAt(index) !== 34) {
        index += 1;
        continue;
      }
      // A string starts here (the scan skips whole strings, so a quote here opens one).
      const start = index;
      index += 1;
      while (index < text.length) {
        const code = text.charCodeAt(index);
        if (code === 92) index += 2;
        else if (code === 34) break;
        else index += 1;
      }
      if (!text.startsWith(MARKED_JSON_STRING, start)) {
        index += 1;
        continue;
      }
      const shortened = shortenJsonString(text.slice(start, index + 1));
      if (shortened !== null) {
        result += text.slice(copied, start) + shortened;
        copied = index + 1;
      }
      index += 1;
    }
    if (copied === 0) return row;
    changed = true;
    return Buffer.from(result + text.slice(copied), 'latin1');
  }

  /**
   * `"\u0000key\u0000html"` → `"\u0000key"` when the markup holds it, else null.
   *
   * @param {string} literal
   */
  function shortenJsonString(literal) {
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(literal);
    } catch {
      return null;
    }
    // A \uXXXX escape above 0xFF cannot be bytes: such a string stays as it is.
    if (typeof value !== 'string' || ABOVE_BYTE.test(value)) return null;
    const end = value.indexOf('\u0000', 1);
    if (end === -1) return null;
    const key = value.slice(1, end);
    if (!markupHas(key, value.slice(end + 1))) return null;
    return `"\\u0000${key}"`;
  }
}

/**
 * @param {Buffer} data
 * @param {number} from
 * @param {number} to
 */
function isHex(data, from, to) {
  for (let index = from; index < to; index += 1) {
    const code = data[index];
    if (!((code >= 48 && code <= 57) || (code >= 97 && code <= 102))) return false;
  }
  return true;
}

/** @param {number} code */
function hexValue(code) {
  return code <= 57 ? code - 48 : code - 87;
}

// A character that is not one byte (latin1 cannot hold it).
const ABOVE_BYTE = /[\u0100-\uffff]/;
const PUSH_CALL = 'self.__next_f.push(';
const PUSH_END = ')</script>';
const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
const HTML_ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
});

/** Next.js's htmlEscapeJsonString: a JSON text safe inside a `<script>`. */
function htmlEscapeJson(/** @type {string} */ json) {
  return json.replace(/[&><\u2028\u2029]/g, (character) => HTML_ESCAPES[character]);
}

/**
 * Streaming rewriter of one HTML document: markup passes through (and is remembered, to check the
 * payload's strings against it), complete inline payload scripts are rewritten, a script that
 * is still open at a chunk's end is held until it is complete.
 */
export function createDocumentRewriter() {
  /** The document before the current chunk, and the current chunk up to the script at hand. */
  let before = '';
  let current = '';
  let currentEnd = 0;
  let held = '';
  let scriptOpen = '<script>';
  // Looked up in the whole text (a match inside a payload script is impossible: there `>` and
  // `"` are escaped), but only before the script at hand: the markup comes first.
  const flight = createFlightRewriter((key, html) => {
    const anchor = `data-sh="${key}">`;
    for (const [text, end] of /** @type {[string, number][]} */ ([
      [before, before.length],
      [current, currentEnd],
    ])) {
      let at = text.indexOf(anchor);
      while (at !== -1 && at < end) {
        const from = at + anchor.length;
        if (from + html.length <= end && text.startsWith(html, from)) return true;
        at = text.indexOf(anchor, from);
      }
    }
    return false;
  });

  /** @param {string} script a complete `<script…>…</script>` */
  const rewriteScript = (script) => {
    const open = script.indexOf('>') + 1;
    if (
      !script.startsWith(PUSH_CALL, open) ||
      !script.endsWith(PUSH_END) ||
      !(
        script.startsWith('[1,"', open + PUSH_CALL.length) ||
        script.startsWith('[3,"', open + PUSH_CALL.length)
      )
    ) {
      return script;
    }
    /** @type {unknown} */
    let data;
    try {
      data = JSON.parse(script.slice(open + PUSH_CALL.length, script.length - PUSH_END.length));
    } catch {
      return script;
    }
    if (!Array.isArray(data) || typeof data[1] !== 'string') return script;
    scriptOpen = script.slice(0, open);
    const kind = data[0] === 1 ? 1 : 3;
    /** @type {Buffer} */
    let bytes;
    if (kind === 3) bytes = Buffer.from(data[1], 'base64');
    else if (!ABOVE_BYTE.test(data[1])) bytes = Buffer.from(data[1], 'latin1');
    else {
      // An escape above 0xFF (Next.js writes U+2028 and U+2029 as \u2028): read it as UTF-8.
      const text = Buffer.from(script, 'latin1').toString('utf8');
      const start = text.indexOf(PUSH_CALL) + PUSH_CALL.length;
      const value = JSON.parse(text.slice(start, text.length - PUSH_END.length))[1];
      bytes = Buffer.from(value, 'utf8');
    }
    const rewritten = flight.push(bytes);
    if (rewritten.equals(bytes)) return script;
    if (rewritten.length === 0) return '';
    return pushScript(kind, rewritten);
  };

  /**
   * @param {number} kind
   * @param {Buffer} bytes
   */
  const pushScript = (kind, bytes) => {
    const value = kind === 1 ? bytes.toString('utf8') : bytes.toString('base64');
    const json = htmlEscapeJson(JSON.stringify([kind, value]));
    // Back to byte-per-character, like the rest of the document here.
    const data = Buffer.from(json, 'utf8').toString('latin1');
    return `${scriptOpen}self.__next_f.push(${data})${SCRIPT_CLOSE}`;
  };

  /** @param {string} text */
  const process = (text) => {
    let source = held + text;
    held = '';
    current = source;
    let result = '';
    let at = 0;
    for (;;) {
      const open = source.indexOf(SCRIPT_OPEN, at);
      if (open === -1) {
        // Keep an end that could start `<script`.
        const keep = partialEnd(source, SCRIPT_OPEN, at);
        const plain = source.slice(at, source.length - keep);
        result += plain;
        held = source.slice(source.length - keep);
        break;
      }
      const close = source.indexOf(SCRIPT_CLOSE, open);
      const plain = source.slice(at, open);
      result += plain;
      if (close === -1) {
        held = source.slice(open);
        break;
      }
      currentEnd = open;
      result += rewriteScript(source.slice(open, close + SCRIPT_CLOSE.length));
      at = close + SCRIPT_CLOSE.length;
    }
    // What is held comes again with the next chunk.
    before += source.slice(0, source.length - held.length);
    current = '';
    currentEnd = 0;
    source = '';
    return result;
  };

  return {
    /**
     * @param {Buffer} chunk
     * @returns {Buffer}
     */
    push(chunk) {
      // Byte for character: decoding UTF-8 costs more than everything else here, and the
      // markup and the payload's strings are compared as bytes anyway.
      return Buffer.from(process(chunk.toString('latin1')), 'latin1');
    },
    /** @returns {Buffer} the rest, at the end of the document */
    end() {
      let rest = held;
      held = '';
      const open = flight.flush();
      // A payload row the document ended in the middle of: sent as it was.
      if (open.length) rest += pushScript(1, open);
      return Buffer.from(rest, 'latin1');
    },
  };
}

/**
 * Length of the longest end of `text` (from `from` on) that is a proper prefix of `needle`.
 *
 * @param {string} text
 * @param {string} needle
 * @param {number} from
 */
function partialEnd(text, needle, from) {
  const longest = Math.min(needle.length - 1, text.length - from);
  for (let length = longest; length > 0; length -= 1) {
    if (text.endsWith(needle.slice(0, length))) return length;
  }
  return 0;
}

/**
 * Rewrites the response's body with createDocumentRewriter when it is an HTML document (not
 * RSC answers, scripts or anything else). Its length changes, so Content-Length is dropped
 * (the page cache sets it again for what it keeps). Call innermost, just before Next.js answers,
 * so the page cache keeps the rewritten document and a hit costs nothing more.
 *
 * @param {import('node:http').ServerResponse} response
 */
export function applyStaticHtmlOnce(response) {
  rewriteResponseBody(response, {
    decide: () => {
      const type = String(response.getHeader('content-type') ?? '');
      if (!/^\s*text\/html\b/i.test(type)) return null;
      const rewriter = createDocumentRewriter();
      return { push: rewriter.push, finish: rewriter.end };
    },
    beforeHead: (rewriter) => {
      if (rewriter) response.removeHeader('content-length');
    },
  });
}
