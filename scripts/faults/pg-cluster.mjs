// A private PostgreSQL cluster for the fault tests: its own data folder, port and socket folder,
// so a test may restart or crash it without touching the machine's shared server.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's newest server binaries (PG_BIN overrides), else whatever is on PATH. */
function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : '';
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function sh(command, { allowFailure = false } = {}) {
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
    : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`${command}\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/**
 * initdb + start on 127.0.0.1:`port` (trust auth, throw-away folder). Returns the connection
 * URL of database `postgres` and the controls a fault test needs.
 */
export function startCluster({ port }) {
  const bin = binDir();
  const tool = (name) => (bin ? path.join(bin, name) : name);
  const dir = mkdtempSync(path.join(tmpdir(), 'lumo-faults-pg-'));
  // The cluster's owner must be able to enter the folder.
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  sh(`${tool('initdb')} -D ${data} -A trust -U postgres --no-sync -E UTF8 >/dev/null`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const ctl = (args, opts) =>
    sh(`${tool('pg_ctl')} -D ${data} -l ${log} -o "${options}" -w -t 60 ${args}`, opts);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** pg_ctl restart with the given shutdown mode (`fast`: clean; `immediate`: crash recovery). */
    restart: (mode = 'fast') => ctl(`restart -m ${mode}`),
    stop: (mode = 'fast') => ctl(`stop -m ${mode}`, { allowFailure: true }),
    start: () => ctl('start'),
    /** The server's log (for a failing test's message). */
    log,
    destroy() {
      ctl('stop -m immediate', { allowFailure: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
