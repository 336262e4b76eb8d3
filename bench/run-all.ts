// `npm run bench`: runs every benchmark section side by side with its baseline, prints one table of
// headline figures and writes bench/RESULTS.md (machine, date, every figure with its baseline and
// ratio, and each section's full output). Sections run one after another, each in its own process.
// Every section's result is also kept in bench/results.json, so `--only` reruns some sections and keeps
// the others' last figures (each section says when it ran). Asserts nothing.
//
// `--repeat N` runs each chosen section N times: every headline is then the median of the N runs, with the
// range of its ratio (the machine is shared, so one run says little).
//
//   node --conditions=kefu-source --import tsx run-all.ts [--only widget,transport,...] [--repeat 3] [--skip-chaos]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, platform } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { parseHeadlines, type Headline } from './headline.js';
import { printTable } from './lib/print-table.js';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const { values } = parseArgs({
  options: { only: { type: 'string' }, repeat: { type: 'string', default: '1' }, 'skip-chaos': { type: 'boolean', default: false } },
});
const REPEAT = Math.max(1, Number(values.repeat));

interface Section {
  name: string;
  script: string;
  args: string[];
  /** Headline figures of scripts that print a table only (written before run-all existed). */
  adapt?: (output: string) => Headline[];
}

interface Ran {
  section: Pick<Section, 'name' | 'script' | 'args'>;
  /** When the section ran (ISO). */
  date: string;
  output: string;
  seconds: number;
  code: number | null;
  headlines: Headline[];
}

function widgetHeadlines(output: string): Headline[] {
  // `label  min KB  gzip KB  brotli KB`
  const sizes = (label: string) => {
    const line = output.split('\n').find((candidate) => candidate.startsWith(label));
    const kb = [...(line?.matchAll(/([\d.]+) KB/g) ?? [])].map((match) => Number(match[1]));
    return { gzip: kb[1] ?? Number.NaN, brotli: kb[2] ?? Number.NaN };
  };
  const script = sizes('kefu.js (script tag');
  const esm = sizes('@kefu/widget ESM entry, minified');
  const floor = sizes('floor: Lit + socket.io-client');
  const against = 'Lit + socket.io-client bundled the same way';
  return [
    { section: 'widget', figure: 'kefu.js gzip', kefu: script.gzip, baseline: floor.gzip, unit: 'KB', against },
    { section: 'widget', figure: 'kefu.js brotli', kefu: script.brotli, baseline: floor.brotli, unit: 'KB', against },
    { section: 'widget', figure: 'ESM entry (minified, deps external) gzip', kefu: esm.gzip, baseline: floor.gzip, unit: 'KB', against },
    { section: 'widget', figure: 'ESM entry (minified, deps external) brotli', kefu: esm.brotli, baseline: floor.brotli, unit: 'KB', against },
  ];
}

function retrievalHeadlines(output: string): Headline[] {
  const read = (label: string) => {
    const line = output.split('\n').find((candidate) => candidate.startsWith(label));
    const ms = [...(line?.matchAll(/([\d.]+) ms/g) ?? [])].map((match) => Number(match[1]));
    return line ? { p50: ms[0]!, p99: ms[1]! } : undefined;
  };
  const naive = read('baseline: naive full scan');
  const embedded = read('embedded');
  const meili = read('meilisearch');
  const headlines: Headline[] = [];
  if (embedded && meili) {
    headlines.push(
      {
        section: 'retrieval',
        figure: 'query p50, Meilisearch vs embedded (10,000 chunks)',
        kefu: meili.p50,
        baseline: embedded.p50,
        unit: 'ms',
        against: 'embedded BM25 index',
      },
      {
        section: 'retrieval',
        figure: 'query p99, Meilisearch vs embedded (10,000 chunks)',
        kefu: meili.p99,
        baseline: embedded.p99,
        unit: 'ms',
        against: 'embedded BM25 index',
      },
    );
  }
  if (naive && embedded)
    headlines.push({
      section: 'retrieval',
      figure: 'query p50, embedded index vs naive scan',
      kefu: embedded.p50,
      baseline: naive.p50,
      unit: 'ms',
      against: 'naive full scan',
    });
  return headlines;
}

const SECTIONS: Section[] = [
  { name: 'widget', script: 'widget-size.ts', args: [], adapt: widgetHeadlines },
  { name: 'transport', script: 'transport.ts', args: ['--rounds', '5', '--round-trips', '300', '--clients', '20', '--per-client', '100'] },
  { name: 'agent', script: 'agent.ts', args: ['--turns', '1000'] },
  { name: 'agent-checkpointer', script: 'agent-checkpointer.ts', args: ['--turns', '1000', '--rounds', '5'] },
  { name: 'conversation-turns', script: 'conversation-turns.ts', args: ['--conversations', '5', '--turns', '200'] },
  { name: 'workflows', script: 'workflows.ts', args: ['--runs', '200', '--rounds', '5'] },
  { name: 'streaming', script: 'streaming.ts', args: ['--answers', '40', '--rounds', '5'] },
  { name: 'scale', script: 'scale.ts', args: ['--idle', '10000', '--active', '1000', '--seconds', '30', '--cluster-conversations', '100'] },
  { name: 'retrieval', script: 'retrieval.ts', args: ['--chunks', '10000', '--queries', '300'], adapt: retrievalHeadlines },
  { name: 'knowledge-eval', script: 'knowledge-eval.ts', args: [] },
  { name: 'shop-catalog', script: 'shop-catalog.ts', args: ['--products', '10000', '--variants-per-product', '10', '--rounds', '3'] },
];
// Not a benchmark but the long fault run (issue 10): its report goes into RESULTS.md with the figures.
if (!values['skip-chaos']) SECTIONS.push({ name: 'chaos', script: 'chaos-long.ts', args: [] });

function run(section: Section): Promise<Ran> {
  const started = performance.now();
  const date = new Date().toISOString();
  console.log(`\n=== ${section.name} (${section.script} ${section.args.join(' ')})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=kefu-source', '--import', 'tsx', section.script, ...section.args], {
      cwd: HERE,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      process.stdout.write(
        text
          .split('\n')
          .filter((line) => !line.startsWith('BENCH_HEADLINE '))
          .join('\n'),
      );
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const headlines = [...parseHeadlines(output), ...(section.adapt?.(output) ?? [])];
      resolve({
        section: { name: section.name, script: section.script, args: section.args },
        date,
        output,
        seconds: (performance.now() - started) / 1000,
        code,
        headlines,
      });
    });
  });
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs a section `REPEAT` times; its headlines become the medians, each with its ratio's range. */
async function runRepeated(section: Section): Promise<Ran> {
  const runs: Ran[] = [];
  for (let index = 0; index < REPEAT; index += 1) runs.push(await run(section));
  if (runs.length === 1) return runs[0]!;
  const last = runs.at(-1)!;
  const headlines = last.headlines.map((headline): Headline => {
    const same = runs
      .map((entry) => entry.headlines.find((candidate) => candidate.figure === headline.figure))
      .filter((found): found is Headline => found !== undefined);
    const ratios = same.map(ratio).filter(Number.isFinite);
    return {
      ...headline,
      kefu: median(same.map((found) => found.kefu)),
      baseline: median(same.map((found) => found.baseline)),
      ratio: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      runs: same.length,
    };
  });
  const perRun = runs.map(
    (entry, index) =>
      `run ${index + 1} (${entry.date}, ${entry.seconds.toFixed(0)} s): ${entry.headlines.map((headline) => `${headline.figure} ${format(ratio(headline))}×`).join('; ')}`,
  );
  const output = `${last.output.trim()}\n\nThe figures above are the last of ${runs.length} runs; the headlines are the medians of all ${runs.length}. Ratio of each run:\n${perRun.join('\n')}`;
  return {
    ...last,
    date: runs[0]!.date,
    seconds: runs.reduce((sum, entry) => sum + entry.seconds, 0),
    code: runs.find((entry) => entry.code !== 0)?.code ?? 0,
    output,
    headlines,
  };
}

const format = (value: number) => (!Number.isFinite(value) ? '-' : Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));
const ratio = (headline: Headline) => headline.ratio ?? (headline.baseline === 0 ? Number.NaN : headline.kefu / headline.baseline);
const ratioCell = (headline: Headline) =>
  `${format(ratio(headline))}×${headline.ratioRange ? ` (${format(headline.ratioRange[0])}–${format(headline.ratioRange[1])}, ${headline.runs} runs)` : ''}`;

function machine(): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `- Node ${process.version} on ${platform()} ${release()}`,
    `- Shared machine: load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) when the results were written`,
  ];
}

function markdown(ran: Ran[], started: Date, seconds: number): string {
  const headlines = ran.flatMap((entry) => entry.headlines);
  const lines = [
    '# Kefu benchmarks',
    '',
    'Generated by `npm run bench` (bench/run-all.ts). Every figure is measured in the same run as its baseline, on the',
    'same machine; ratio = Kefu ÷ baseline (for times and sizes lower is better, for rates higher is better).',
    'The machine is shared with other work, so absolute figures vary from run to run; the ratios are the point.',
    '',
    `- Date: ${started.toISOString()}`,
    ...machine(),
    `- Whole run: ${seconds.toFixed(0)} s`,
    ...(ran.some((entry) => entry.date.slice(0, 10) !== started.toISOString().slice(0, 10))
      ? ['- Some sections are from an earlier run (`--only`); each section below gives its date.']
      : []),
    '',
    '## Headline figures',
    '',
    '| section | figure | Kefu | baseline | ratio | baseline is |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...headlines.map(
      (headline) =>
        `| ${headline.section} | ${headline.figure} | ${format(headline.kefu)} ${headline.unit} | ${format(headline.baseline)} ${headline.unit} | ${ratioCell(headline)} | ${headline.against} |`,
    ),
    '',
    '## Every section',
    '',
  ];
  for (const entry of ran) {
    lines.push(
      `### ${entry.section.name}`,
      '',
      `\`node --conditions=kefu-source --import tsx bench/${entry.section.script} ${entry.section.args.join(' ')}\` — ${entry.date}, ${entry.seconds.toFixed(0)} s${entry.code === 0 ? '' : `, exited with ${entry.code}`}`,
      '',
      '```text',
    );
    lines.push(
      entry.output
        .split('\n')
        .filter((line) => !line.startsWith('BENCH_HEADLINE '))
        .join('\n')
        .trim(),
      '```',
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

const RESULTS_JSON = new URL('./results.json', import.meta.url);

/** The sections' results from the last runs, by name. */
function previousResults(): Map<string, Ran> {
  if (!existsSync(RESULTS_JSON)) return new Map();
  const entries = JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as Ran[];
  return new Map(entries.map((entry) => [entry.section.name, entry]));
}

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  const only = values.only?.split(',');
  const previous = only ? previousResults() : new Map<string, Ran>();
  const ran: Ran[] = [];
  for (const section of SECTIONS) {
    if (!only || only.includes(section.name)) ran.push(await runRepeated(section));
    else if (previous.has(section.name)) ran.push(previous.get(section.name)!);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`\n=== Headline figures (Kefu vs baseline; ${seconds.toFixed(0)} s)\n`);
  printTable([
    ['section', 'figure', 'Kefu', 'baseline', 'unit', 'ratio'],
    ...ran.flatMap((entry) =>
      entry.headlines.map((headline) => [headline.section, headline.figure, headline.kefu, headline.baseline, headline.unit, ratio(headline)]),
    ),
  ]);
  const failed = ran.filter((entry) => entry.code !== 0).map((entry) => entry.section.name);
  if (failed.length > 0) console.log(`\nsections that failed: ${failed.join(', ')}`);
  writeFileSync(RESULTS_JSON, `${JSON.stringify(ran, null, 1)}\n`);
  writeFileSync(new URL('./RESULTS.md', import.meta.url), markdown(ran, started, seconds));
  console.log('\nwrote bench/RESULTS.md');
}

await main();
