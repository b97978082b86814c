// Memory of every process during the soak (issue 15: "memory growth of every process"): the
// resident set (VmRSS) of each service and all its descendants (a service that forks workers is
// measured whole), read from /proc every few seconds, and whether it stayed flat after a warm-up.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { round } from './stats.mjs';

/**
 * VmRSS of a /proc/<pid>/status text, in kB (null when missing: a kernel thread, or a process
 * that exited between listing and reading).
 * @param {string} text
 */
export function rssKBFromStatus(text) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The parent pid of a /proc/<pid>/stat line. The command name sits in parentheses and may itself
 * hold spaces and parentheses, so the fields are read after the last ')'.
 * @param {string} text
 */
export function parentPidFromStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * `root` and every descendant, from a map of pid -> parent pid.
 * @param {number} root
 * @param {Map<number, number>} parents
 */
export function descendantsOf(root, parents) {
  const children = new Map();
  for (const [pid, ppid] of parents) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = [root];
  for (let index = 0; index < found.length; index += 1) {
    for (const child of children.get(found[index]) ?? []) {
      if (!found.includes(child)) found.push(child);
    }
  }
  return found;
}

/** Reads a /proc file, or null when the process is gone. */
function readProc(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** pid -> parent pid of every process (one pass over /proc). */
function processParents(proc = '/proc') {
  const parents = new Map();
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(`${proc}/${name}/stat`);
    const ppid = stat ? parentPidFromStat(stat) : null;
    if (ppid !== null) parents.set(Number(name), ppid);
  }
  return parents;
}

/**
 * RSS in kB of each named process tree (`{ api: 123, storefront: 456 }`): the process and its
 * descendants summed; null for a process that is gone.
 * @param {Record<string, number>} roots
 */
export function sampleTrees(roots, proc = '/proc') {
  const parents = processParents(proc);
  const sample = {};
  for (const [name, pid] of Object.entries(roots)) {
    const own = readProc(`${proc}/${pid}/status`);
    if (!own) {
      sample[name] = null;
      continue;
    }
    let total = 0;
    for (const member of descendantsOf(pid, parents)) {
      total += rssKBFromStatus(readProc(`${proc}/${member}/status`) ?? '') ?? 0;
    }
    sample[name] = total;
  }
  return sample;
}

/**
 * Samples the trees every `intervalMs` until stopped; samples are `{ atSeconds, rssKB: {...} }`.
 * @param {Record<string, number>} roots
 * @param {number} intervalMs
 */
export function startMemorySampler(roots, intervalMs) {
  const started = performance.now();
  const samples = [];
  const take = () =>
    samples.push({
      atSeconds: Math.round((performance.now() - started) / 100) / 10,
      rssKB: sampleTrees(roots),
    });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Least-squares slope of y over x (units of y per unit of x); 0 for fewer than two points. */
export function slope(points) {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/** Fewest troughs after the warm-up for a verdict (a slope through 2 or 3 points is noise). */
export const MIN_TROUGHS_FOR_VERDICT = 4;
/** The windows whose lowest sample is a trough. */
export const TROUGH_WINDOW_SECONDS = 30;

/**
 * The lowest sample of every `windowSeconds` window (from the first sample's time), as
 * [window middle, kB] points; windows with fewer than 2 samples are left out.
 * @param {{ atSeconds: number, rssKB: number }[]} samples
 */
export function troughs(samples, windowSeconds = TROUGH_WINDOW_SECONDS) {
  if (samples.length === 0) return [];
  const from = samples[0].atSeconds;
  const windows = new Map();
  for (const sample of samples) {
    const index = Math.floor((sample.atSeconds - from) / windowSeconds);
    if (!windows.has(index)) windows.set(index, []);
    windows.get(index).push(sample.rssKB);
  }
  return [...windows]
    .filter(([, values]) => values.length >= 2)
    .map(([index, values]) => [from + (index + 0.5) * windowSeconds, Math.min(...values)]);
}

/**
 * Whether one process's memory stayed flat. Samples before `warmupSeconds` are left out (JIT,
 * connection pools and Next.js's bounded caches fill there). After it:
 * - baseline: median of the first 3 samples; end: median of the last 3 (one GC more or less
 *   at either end does not decide);
 * - trend: the least-squares slope of the troughs (the lowest sample of every 30 s), as MB and
 *   as % of the baseline per 10 minutes. A leak lifts the troughs; a garbage collector that
 *   lets the heap grow before it collects lifts only the peaks, and a sawtooth reads flat;
 * - flat (PASS) when that projected growth is under `limitPercent` per 10 minutes: a process
 *   growing faster doubles within ~2 hours, a leak that would need restarts within a day.
 * @param {{ atSeconds: number, rssKB: number | null }[]} series
 * @param {{ warmupSeconds: number, limitPercent?: number }} options
 */
export function memoryVerdict(series, { warmupSeconds, limitPercent = 10 }) {
  const present = series.filter((sample) => sample.rssKB !== null);
  const toMB = (kB) => round(kB / 1024);
  const result = {
    startMB: present.length ? toMB(present[0].rssKB) : null,
    endMB: present.length ? toMB(present.at(-1).rssKB) : null,
    maxMB: present.length ? toMB(Math.max(...present.map((sample) => sample.rssKB))) : null,
    baselineMB: null,
    settledEndMB: null,
    growthPercent: null,
    per10MinMB: null,
    per10MinPercent: null,
    samples: present.length,
    verdict: 'NOT MEASURED',
  };
  if (present.length < series.length) {
    return { ...result, verdict: 'MISS (the process exited during the run)' };
  }
  const settled = present.filter((sample) => sample.atSeconds >= warmupSeconds);
  const lows = troughs(settled);
  if (lows.length < MIN_TROUGHS_FOR_VERDICT) {
    return {
      ...result,
      verdict: `NOT MEASURED (${lows.length} ${TROUGH_WINDOW_SECONDS} s windows after the warm-up, ${MIN_TROUGHS_FOR_VERDICT} needed)`,
    };
  }
  const baseline = median(settled.slice(0, 3).map((sample) => sample.rssKB));
  const end = median(settled.slice(-3).map((sample) => sample.rssKB));
  const perSecondKB = slope(lows);
  const per10MinPercent = (perSecondKB * 600 * 100) / baseline;
  return {
    ...result,
    baselineMB: toMB(baseline),
    settledEndMB: toMB(end),
    growthPercent: round(((end - baseline) * 100) / baseline),
    per10MinMB: toMB(perSecondKB * 600),
    per10MinPercent: round(per10MinPercent),
    verdict: per10MinPercent < limitPercent ? 'PASS' : 'MISS',
  };
}

/**
 * Socket inodes listening on `port`, from a /proc/net/tcp or tcp6 text (state 0A is LISTEN).
 * @param {string} text
 * @param {number} port
 */
export function listeningInodes(text, port) {
  const inodes = [];
  for (const line of text.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || fields[3] !== '0A') continue;
    if (Number.parseInt(fields[1].split(':').at(-1), 16) === port) inodes.push(fields[9]);
  }
  return inodes;
}

/**
 * The pid of the process listening on a local port (a server you started yourself), or null:
 * the socket's inode from /proc/net/tcp{,6}, then the process holding it among /proc/<pid>/fd.
 * @param {number} port
 */
export function pidListeningOn(port, proc = '/proc') {
  const inodes = new Set(
    ['tcp', 'tcp6'].flatMap((file) => listeningInodes(readProc(`${proc}/net/${file}`) ?? '', port)),
  );
  if (inodes.size === 0) return null;
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    let fds;
    try {
      fds = readdirSync(`${proc}/${name}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`${proc}/${name}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return Number(name);
    }
  }
  return null;
}
