// The README promises Node 20.19+. A dependency whose `engines` drops that version (as newer
// releases of several packages do for Node 22) is only a warning at install, so nothing else
// would notice it until it uses an API Node 20 lacks. This reads the committed lock, which is
// exactly what CI and a newcomer install, and names every package that excludes the oldest
// Node the project supports (root package.json `engines.node`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Packages of a lock (v2/v3) whose `engines.node` range leaves out `nodeVersion`. */
export function packagesExcluding(lock, nodeVersion) {
  const excluding = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    const range = entry.engines?.node;
    // Some old packages write engines as an array; npm itself ignores those.
    if (typeof range !== 'string') continue;
    if (!semver.satisfies(nodeVersion, range)) {
      excluding.push(`${location || '(root)'}@${entry.version ?? ''} wants node ${range}`);
    }
  }
  return excluding;
}

test('every package in package-lock.json accepts the oldest Node the README promises', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)?.version;
  assert.equal(oldest, '20.19.0');
  assert.deepEqual(packagesExcluding(readJson('package-lock.json'), oldest), []);
});

test('a lock entry that wants a newer Node is named', () => {
  const lock = {
    packages: {
      '': { engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/fine': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/a/node_modules/too-new': { version: '2.0.0', engines: { node: '>=22.15.0' } },
      'node_modules/legacy': { version: '0.1.0', engines: ['node >= 0.4'] },
    },
  };
  assert.deepEqual(packagesExcluding(lock, '20.19.0'), [
    'node_modules/a/node_modules/too-new@2.0.0 wants node >=22.15.0',
  ]);
});
