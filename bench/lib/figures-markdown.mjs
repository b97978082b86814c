// A bench run's figures as Markdown, for docs/performance.md's "Latest figures" section
// (`npm run bench:figures` prints them from bench/results/latest.json).
import { soakKindTable, soakMemoryTable } from './soak-report.mjs';
import { lighthouseTable, pageTable, targetTable } from './summary.mjs';

/** A Markdown table of rows with the same keys (`-` for a missing cell, `|` escaped). */
export function markdownTable(rows) {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const cell = (value) => String(value ?? '-').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

/** The run's machine, pages, Lighthouse scores and targets, as a Markdown section. */
export function figuresMarkdown(results) {
  const { machine, catalogue } = results;
  // bench/results/soak.json (`node bench/soak.mjs` alone) holds the soak only.
  if (!results.catalog && results.soak) {
    return [
      `### Soak of ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, Node ${machine.node}.`,
      '',
      ...soakMarkdown(results.soak),
      '',
      markdownTable(targetTable({ issue15: results.soak.targets })),
    ].join('\n');
  }
  const lines = [
    `### Run of ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, Node ${machine.node}, ${machine.platform}. Catalogue: ${catalogue.products ?? 'seeded'} products (${catalogue.source}). The run took ${Math.round(results.durationSeconds / 60)} min.`,
    '',
    '**Pages under load** (ratios to the bare Next.js pages of this run):',
    '',
    markdownTable(pageTable(results.catalog?.throughput)),
    '',
  ];
  const pages = results.storefront?.pages ?? [];
  if (pages.length) {
    const largest = pages.reduce((a, b) => (b.htmlGzipKB > a.htmlGzipKB ? b : a));
    lines.push(
      `**Builder pages**: ${pages.length} in all store views; the largest HTML is ${largest.path}, ${largest.htmlKB} KB (${largest.htmlGzipKB} KB gzip).`,
      '',
    );
  }
  lines.push(
    '**Lighthouse**, mobile profile:',
    '',
    results.lighthouse?.pages?.length
      ? markdownTable(lighthouseTable(results.lighthouse))
      : `not measured (${results.lighthouse?.error ?? 'not run'})`,
    '',
  );
  if (results.soak) lines.push(...soakMarkdown(results.soak), '');
  lines.push('**Targets**:', '', markdownTable(targetTable(results.targets)));
  return lines.join('\n');
}

/** The soak's requests per journey kind and each process's memory (issue 15). */
export function soakMarkdown(soak) {
  return [
    `**Soak**: ${soak.shoppers} shoppers, ${soak.ranSeconds} s (warm-up ${soak.warmupSeconds} s), mean pause ${soak.thinkMs} ms; journeys ${Object.entries(
      soak.journeys,
    )
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}.`,
    '',
    markdownTable(soakKindTable(soak)),
    '',
    'Memory (RSS of each process with its children):',
    '',
    markdownTable(soakMemoryTable(soak)),
  ];
}
