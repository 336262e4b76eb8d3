// Widget size: gzip and brotli of the script tag's loader `kefu.js`, the full widget it fetches on the first open
// (`kefu-assets/kefu-chat-<hash>.js`) and the npm ESM entry, against a floor of
// Lit + socket.io-client bundled the same way (Vite library mode, IIFE, esbuild minify), with the
// breakdown Lit / socket.io-client (as kefu.js ships it: long-polling over fetch, no WebTransport, no binary
// packets, no upgrade probe, none of the unused Socket API) / wire validator (JSON Schemas generated from @kefu/protocol + the checks) / Kefu's own code.
// Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/widget-size.ts
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type InlineConfig, type PluginOption } from 'vite';
import { kefuWire } from '../packages/widget/vite-plugin-kefu-wire.js';
import { slimSocketIo } from '../packages/widget/vite-plugin-slim-socket-io.js';

const WIDGET = fileURLToPath(new URL('../packages/widget/', import.meta.url));
// Entries live inside the widget package so `lit`, `socket.io-client` and `@kefu/protocol` resolve from its dependencies.
const WORK = join(WIDGET, '.kefu-tmp/bench-size');

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(code: Buffer): Sizes {
  return {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Bundles `source` as the widget's IIFE build bundles `src/embed.ts`: same resolver, target and minifier. */
async function bundle(name: string, source: string, plugins: PluginOption[] = []): Promise<Sizes> {
  const entry = join(WORK, `${name}.ts`);
  writeFileSync(entry, source);
  const outDir = join(WORK, `out-${name}`);
  const config: InlineConfig = {
    root: WIDGET,
    configFile: false,
    logLevel: 'silent',
    plugins,
    resolve: { conditions: ['kefu-source'] },
    esbuild: { legalComments: 'none', charset: 'utf8' },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: 'esbuild', lib: { entry, formats: ['iife'], name: 'Bench', fileName: () => 'bundle.js' } },
  };
  await build(config);
  return measure(readFileSync(join(outDir, 'bundle.js')));
}

async function buildWidget(): Promise<{ loader: Sizes; script: Sizes; lazy: [string, Sizes][]; esm: Sizes; esmMinified: Sizes }> {
  // The full widget (into the package's dist/, where the loader's build looks for its name), then the loader.
  await build({ root: WIDGET, configFile: join(WIDGET, 'vite.config.chunk.ts'), logLevel: 'silent' });
  const chunk = readdirSync(join(WIDGET, 'dist/kefu-assets')).find((name) => /^kefu-chat-[\w-]+\.js$/.test(name));
  const outScript = join(WORK, 'widget');
  await build({ root: WIDGET, configFile: join(WIDGET, 'vite.config.iife.ts'), logLevel: 'silent', build: { outDir: outScript, emptyOutDir: true } });
  const outEsm = join(WORK, 'esm');
  await build({ root: WIDGET, configFile: join(WIDGET, 'vite.config.esm.ts'), logLevel: 'silent', build: { outDir: outEsm, emptyOutDir: true } });
  const outEsmMin = join(WORK, 'esm-min');
  await build({
    root: WIDGET,
    configFile: join(WIDGET, 'vite.config.esm.ts'),
    logLevel: 'silent',
    build: { outDir: outEsmMin, emptyOutDir: true, minify: 'esbuild' },
  });
  return {
    loader: measure(readFileSync(join(outScript, 'kefu.js'))),
    script: measure(readFileSync(join(WIDGET, 'dist/kefu-assets', String(chunk)))),
    // The parts the full widget imports on first use (the prompt card, …), each fetched only when shown.
    lazy: readdirSync(join(WIDGET, 'dist/kefu-assets'))
      .filter((name) => /^kefu-lazy-[\w-]+\.js$/.test(name))
      .map((name) => [name.replace(/-[\w-]{8}\.js$/, '-<hash>.js'), measure(readFileSync(join(WIDGET, 'dist/kefu-assets', name)))] as [string, Sizes]),
    esm: measure(readFileSync(join(outEsm, 'index.js'))),
    esmMinified: measure(readFileSync(join(outEsmMin, 'index.js'))),
  };
}

const keep = (names: string) => `(globalThis as any).__keep = [${names}];\n`;
const LIT = "import { LitElement, html, css, svg } from 'lit';\n";
const SOCKET = "import { io } from 'socket.io-client';\n";
const WIRE = "import { isThreadEvent, parseAck, parseServerEvent } from '../../src/wire/parse-wire.ts';\n";
const ZOD = "import { parseEvent, clientToServer, threadEventSchema } from '@kefu/protocol';\n";
const slim = () => [slimSocketIo()];

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const widget = await buildWidget();
const lit = await bundle('lit', LIT + keep('LitElement, html, css, svg'));
const socketStock = await bundle('socket-stock', SOCKET + keep('io'));
const socket = await bundle('socket', SOCKET + keep('io'), slim());
const wire = await bundle('wire', WIRE + keep('isThreadEvent, parseAck, parseServerEvent'), [kefuWire()]);
const zod = await bundle('zod', ZOD + keep('parseEvent, clientToServer, threadEventSchema'));
const floor = await bundle('floor', LIT + SOCKET + keep('LitElement, html, css, svg, io'));
const floorShipped = await bundle('floor-shipped', LIT + SOCKET + keep('LitElement, html, css, svg, io'), slim());
const floorWire = await bundle('floor-wire', LIT + SOCKET + WIRE + keep('LitElement, html, css, svg, io, isThreadEvent, parseAck, parseServerEvent'), [
  ...slim(),
  kefuWire(),
]);
rmSync(WORK, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label: string, sizes: Sizes) => `${label.padEnd(52)} ${kb(sizes.raw).padStart(9)} ${kb(sizes.gzip).padStart(9)} ${kb(sizes.brotli).padStart(9)}`;
const minus = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });

console.log(`${'bundle'.padEnd(52)} ${'min'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
console.log(row('kefu.js (script tag: the loader, before any open)', widget.loader));
console.log(row('full widget kefu-chat-<hash>.js (on the first open)', widget.script));
for (const [name, sizes] of widget.lazy) console.log(row(`  ${name} (on first use)`, sizes));
console.log(row('@kefu/widget ESM entry (deps external)', widget.esm));
console.log(row('@kefu/widget ESM entry, minified', widget.esmMinified));
console.log(row('floor: Lit + socket.io-client', floor));
console.log(row('floor as kefu.js ships it (slimmed socket.io-client)', floorShipped));
console.log('breakdown of the full widget (each bundled alone; the last by difference):');
console.log(row('  Lit', lit));
console.log(row('  socket.io-client, slimmed as kefu.js ships it', socket));
console.log(row('  wire validator (generated JSON Schemas + checks)', wire));
console.log(row('  Kefu widget code (full widget − floor − validator)', minus(widget.script, floorWire)));
console.log('for reference:');
console.log(row('  socket.io-client, stock', socketStock));
console.log(row('  @kefu/protocol parseEvent with zod/mini (replaced)', zod));
const left = 40 * 1024 - widget.script.gzip;
console.log(
  `full widget / floor: ${(widget.script.gzip / floor.gzip).toFixed(2)}× gzip; loader ${widget.loader.gzip} B gzip (budget 8 KB); full widget budget 40 KB gzip: ${left >= 0 ? 'within' : 'OVER'} (${widget.script.gzip} B, ${Math.abs(left)} B ${left >= 0 ? 'left' : 'over'})`,
);
console.log('for scale (ARCHITECTURE.md): deep-chat ≈ 111 KB gzip, Rasa Webchat ≈ 211 KB, Botpress ≈ 243 KB');
