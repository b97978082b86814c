// Per-response CSP script nonces for pages that Next.js serves from its cache (ADR 0040).
//
// Next.js takes the nonce for its bootstrap, RSC payload and React's inline scripts from the
// REQUEST header `content-security-policy` on every render. server.mjs puts a per-deployment
// secret there (the nonce template), so every render, cached or not, carries nonce="<template>".
// On the way out this module replaces the template with a fresh random nonce of the same length
// (so Content-Length stays right) and names that nonce in the response's script-src. Markup that
// an attacker gets into a page cannot know the template, so it never gets a valid nonce.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rewriteResponseBody } from './response-body-rewrite.mjs';

/** Env var of the template: all storefront processes sharing one page cache need the same. */
export const NONCE_TEMPLATE_ENV = 'CSP_NONCE_TEMPLATE';

/** File in DATA_DIR the template is generated into when the env var is not set. */
export const NONCE_TEMPLATE_FILE = 'csp-nonce-template';

/** base64url only (Next.js accepts it in a nonce source), long enough not to be guessed. */
const TEMPLATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * A nonce template as the operator wrote it, or an error saying what is wrong with it.
 *
 * @param {string} value
 * @returns {string}
 */
export function parseNonceTemplate(value) {
  const trimmed = value.trim();
  if (!TEMPLATE_PATTERN.test(trimmed)) {
    throw new Error(
      `${NONCE_TEMPLATE_ENV} must be 32 to 128 characters of A-Z, a-z, 0-9, "-" and "_" (e.g. the output of \`openssl rand -base64 32 | tr '+/' '-_' | tr -d =\`).`,
    );
  }
  return trimmed;
}

/** A new random template (32 base64url characters, 192 bits). */
export function generateNonceTemplate() {
  return randomBytes(24).toString('base64url');
}

/**
 * The deployment's template: CSP_NONCE_TEMPLATE, else the file in the data folder, created on
 * first start. Processes that share DATA_DIR (one machine) share it; on several machines set the
 * env var, otherwise a page cached by one process would carry a template another cannot replace.
 *
 * @param {{ env: Record<string, string | undefined>, dataDir: string }} options
 * @returns {string}
 */
export function loadNonceTemplate({ env, dataDir }) {
  const configured = env[NONCE_TEMPLATE_ENV]?.trim();
  if (configured) return parseNonceTemplate(configured);
  const file = join(dataDir, NONCE_TEMPLATE_FILE);
  try {
    return parseNonceTemplate(readFileSync(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a private file, then linked into place: link() fails when the name exists,
  // so when two processes start together the first one's template wins and no process can read
  // a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, `${generateNonceTemplate()}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(partial);
  }
  return parseNonceTemplate(readFileSync(file, 'utf8'));
}

/**
 * The data folder as the api and src/config/data-dir.ts resolve it: DATA_DIR (absolute, or
 * relative to the repo root, the nearest folder upwards with turbo.json), else `<root>/.data`.
 *
 * @param {Record<string, string | undefined>} env
 * @param {string} [start]
 */
export function storefrontDataDir(env, start = process.cwd()) {
  let root = resolve(start);
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'turbo.json'))) {
      root = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const configured = env.DATA_DIR?.trim();
  return configured ? resolve(root, configured) : join(root, '.data');
}

/**
 * A fresh random nonce with exactly the template's length (base64url).
 *
 * @param {number} length
 */
export function freshNonce(length) {
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
}

/**
 * The request header value that makes Next.js render nonce="<template>".
 *
 * @param {string} template
 */
export function nonceRequestHeader(template) {
  return `script-src 'nonce-${template}'`;
}

/**
 * Streaming replacement of every occurrence of `template` by `replacement` (same length), safe
 * across chunk boundaries: only the end of a chunk that could be the start of the template is
 * held back until the next chunk (usually nothing, so streamed HTML is not delayed).
 *
 * @param {string} template
 * @param {string} replacement
 */
export function createNonceRewriter(template, replacement) {
  const needle = Buffer.from(template, 'latin1');
  const substitute = Buffer.from(replacement, 'latin1');
  if (needle.length !== substitute.length) throw new Error('nonce length differs from template');
  /** @type {Buffer} */
  let held = Buffer.alloc(0);
  return {
    /**
     * @param {Buffer} chunk
     * @returns {Buffer} what can be sent now
     */
    push(chunk) {
      // The caller's bytes are never changed (Next.js may hand over its cached page itself);
      // a copy is made only when there is something to replace.
      let data = held.length ? Buffer.concat([held, chunk]) : chunk;
      let at = data.indexOf(needle);
      if (at !== -1 && data === chunk) data = Buffer.from(chunk);
      while (at !== -1) {
        substitute.copy(data, at);
        at = data.indexOf(needle, at + needle.length);
      }
      const keep = partialMatchAtEnd(data, needle);
      held = Buffer.from(data.subarray(data.length - keep));
      return data.subarray(0, data.length - keep);
    },
    /** @returns {Buffer} the held-back end (it was not the template) */
    flush() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

/**
 * Length of the longest end of `data` that is a proper prefix of `needle`.
 *
 * @param {Buffer} data
 * @param {Buffer} needle
 */
function partialMatchAtEnd(data, needle) {
  const longest = Math.min(needle.length - 1, data.length);
  for (let length = longest; length > 0; length -= 1) {
    if (data.compare(needle, 0, length, data.length - length) === 0) return length;
  }
  return 0;
}

/**
 * Adds sources to one directive of a policy (creates it from default-src when there is none).
 *
 * @param {string} policy
 * @param {string} name directive name, e.g. `script-src`
 * @param {string[]} sources
 */
export function withDirectiveSources(policy, name, sources) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
  if (index === -1) {
    // A new directive replaces default-src for its kind: start from default-src's sources.
    const fallback = directives.find((directive) => directive.split(/\s+/)[0] === 'default-src');
    const inherited = fallback ? fallback.split(/\s+/).slice(1) : [];
    const all = [...inherited, ...sources.filter((source) => !inherited.includes(source))];
    return [...directives, `${name} ${all.join(' ')}`].join('; ');
  }
  const present = directives[index].split(/\s+/);
  const added = sources.filter((source) => !present.includes(source));
  if (added.length) directives[index] = `${directives[index]} ${added.join(' ')}`;
  return directives.join('; ');
}

/**
 * Adds sources to a policy's script-src (creates the directive when there is none).
 *
 * @param {string} policy
 * @param {string[]} sources
 */
export function withScriptSources(policy, sources) {
  return withDirectiveSources(policy, 'script-src', sources);
}

/**
 * The live chat's script origin (LIVE_CHAT_SCRIPT_URL, SPEC §5; https only, as
 * features/live-chat/live-chat.ts accepts it), or null when none is configured or it is the
 * shop's own path. Known only at start, so server.mjs adds it to script-src and connect-src.
 *
 * @param {Record<string, string | undefined>} env
 */
export function liveChatOrigin(env) {
  const url = env.LIVE_CHAT_SCRIPT_URL?.trim();
  if (!url || !/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Media types whose body may contain the template: HTML documents and RSC payloads (client
 * navigations). Other bodies (scripts, styles, images, JSON) are passed through untouched.
 *
 * @param {unknown} contentType
 */
export function mayCarryNonce(contentType) {
  const value = String(Array.isArray(contentType) ? contentType[0] : (contentType ?? ''));
  return /^\s*(text\/html|text\/x-component)\b/i.test(value);
}

/**
 * Gives the request the template in its `content-security-policy` header (any the client sent is
 * overwritten) and the response a fresh nonce: the template is replaced in HTML and RSC bodies,
 * and `'nonce-<fresh>'` is added to their Content-Security-Policy's script-src. Their ETag is
 * removed: a 304 would pair a cached body (old nonce) with a new policy.
 * Call before anything else writes to the response, after any layer that must see the rewritten
 * bytes (compression) has wrapped it.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ template: string, liveChat?: string | null }} options template, and the live chat's
 *   origin (liveChatOrigin) when one is configured
 */
export function applyScriptNonce(request, response, { template, liveChat = null }) {
  request.headers['content-security-policy'] = nonceRequestHeader(template);
  delete request.headers['content-security-policy-report-only'];
  const nonce = freshNonce(template.length);
  rewriteResponseBody(response, {
    decide: () => {
      if (!mayCarryNonce(response.getHeader('content-type'))) return null;
      const rewriter = createNonceRewriter(template, nonce);
      return { push: rewriter.push, finish: rewriter.flush };
    },
    beforeHead: (rewriter) => {
      if (!rewriter) return;
      response.removeHeader('etag');
      const policy = response.getHeader('content-security-policy');
      if (typeof policy !== 'string') return;
      let updated = withScriptSources(policy, [`'nonce-${nonce}'`]);
      if (liveChat) {
        updated = withDirectiveSources(updated, 'script-src', [liveChat]);
        updated = withDirectiveSources(updated, 'connect-src', [liveChat]);
      }
      response.setHeader('content-security-policy', updated);
    },
  });
}
