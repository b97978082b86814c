// Several api and storefront processes behind Debian's HAProxy (ADR 0037): the harness of
// `npm run test:multi`, reusable by the fault and soak runs. Everything runs as children of the
// caller (HAProxy too, in the foreground with a config in a temp folder), never as a service.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startService, stopAll, waitForUrl } from '../lib/stack.mjs';

/** Children of clusters still running, for stopRunningClusters(). */
const running = new Set();

/**
 * Stops every process a cluster of this process started: call it from SIGINT/SIGTERM handlers
 * (the children run in their own process groups, so an interrupted runner would leave them).
 */
export function stopRunningClusters() {
  for (const stop of running) stop();
}

/** Where each process listens, from one base port. */
export function clusterPorts(base, { apis = 2, storefronts = 2 } = {}) {
  return {
    storefrontLb: base,
    apiLb: base + 1,
    editor: base + 2,
    apis: Array.from({ length: apis }, (_, index) => base + 10 + index),
    storefronts: Array.from({ length: storefronts }, (_, index) => base + 20 + index),
  };
}

/**
 * HAProxy's config: round robin per request over the apis and over the storefronts. Each answer
 * names the process that served it (X-Served-By: api1, storefront2...), so tests can see the
 * alternation. `option forwardfor` keeps the shopper's address for the api's rate limits.
 */
export function haproxyConfig(ports) {
  const servers = (prefix, list) =>
    list
      .map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port} check inter 1s`)
      .join('\n');
  return `global
  maxconn 1024

defaults
  mode http
  timeout connect 5s
  timeout client 120s
  timeout server 120s
  option forwardfor

frontend storefront
  bind 127.0.0.1:${ports.storefrontLb}
  default_backend storefronts

backend storefronts
  balance roundrobin
  http-response set-header X-Served-By %s
${servers('storefront', ports.storefronts)}

frontend api
  bind 127.0.0.1:${ports.apiLb}
  default_backend apis

backend apis
  balance roundrobin
  http-response set-header X-Served-By %s
${servers('api', ports.apis)}
`;
}

export function haproxyBinary() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Starts `apis` api processes on one PostgreSQL database, `storefronts` storefront processes on
 * one Redis, one editor, and HAProxy in front of the apis and of the storefronts. The first api
 * migrates and seeds before the others start (migrations run once per deploy). Every process
 * shares DATA_DIR (local media) and the secrets. Returns the URLs and a `stop()`.
 * Options: databaseUrl, redisUrl (required); env (added to every process); apis, storefronts.
 */
export async function startCluster({
  portBase,
  databaseUrl,
  redisUrl,
  apis = 2,
  storefronts = 2,
  env = {},
}) {
  const haproxy = haproxyBinary();
  if (!haproxy) throw new Error('HAProxy is not installed (Debian: apt-get install -y haproxy)');
  const ports = clusterPorts(portBase, { apis, storefronts });
  const workDir = mkdtempSync(path.join(tmpdir(), 'lumo-multi-'));
  const dataDir = path.join(workDir, 'data');
  const storefrontLbUrl = `http://127.0.0.1:${ports.storefrontLb}`;
  const apiLbUrl = `http://127.0.0.1:${ports.apiLb}`;
  const editorUrl = `http://127.0.0.1:${ports.editor}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    API_URL: apiLbUrl,
    // The api announces publishes to the storefronts through the load balancer (one process);
    // that process tells the others over Redis.
    STOREFRONT_URL: storefrontLbUrl,
    SITE_URL: storefrontLbUrl,
    ALLOWED_ORIGINS: [storefrontLbUrl, editorUrl].join(','),
    REVALIDATE_SECRET: 'multi-process-revalidate-secret',
    PREVIEW_SECRET: 'multi-process-preview-secret',
    NODE_ENV: 'production',
    ...env,
  };
  const children = [];
  const stop = () => {
    running.delete(stop);
    stopAll(children);
    rmSync(workDir, { recursive: true, force: true });
  };
  running.add(stop);
  try {
    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(ports));
    // -db: foreground, no daemon; a child of this process like the apps.
    children.push(startService('haproxy', haproxy, ['-db', '-f', configFile]));

    const apiUrls = [];
    for (const [index, port] of ports.apis.entries()) {
      const name = `api${index + 1}`;
      const child = startService(name, process.execPath, ['apps/api/dist/main.js'], {
        env: { MAIL_OUTBOX_VIEWER: '1', ...shared, PORT: String(port) },
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitForUrl(`${url}/health`, { child });
      apiUrls.push(url);
    }

    const storefrontUrls = [];
    const waits = [];
    for (const [index, port] of ports.storefronts.entries()) {
      const name = `storefront${index + 1}`;
      const child = startService(name, process.execPath, ['server.mjs'], {
        cwd: path.join(repoRoot, 'apps/storefront'),
        env: { ...shared, PORT: String(port) },
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      storefrontUrls.push(url);
      waits.push(waitForUrl(url, { child }));
    }
    const editor = startService('editor', process.execPath, ['server.mjs'], {
      cwd: path.join(repoRoot, 'apps/editor'),
      env: { ...shared, PORT: String(ports.editor) },
    });
    children.push(editor);
    waits.push(waitForUrl(editorUrl, { child: editor }));
    await Promise.all(waits);
    await waitForUrl(`${apiLbUrl}/health`);
    await waitForUrl(storefrontLbUrl);
    return {
      apiUrl: apiLbUrl,
      storefrontUrl: storefrontLbUrl,
      editorUrl,
      apiUrls,
      storefrontUrls,
      dataDir,
      children,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
