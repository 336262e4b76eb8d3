// Widget load cost on a throttled connection (CDP Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up,
// 150 ms RTT, cache off): the same shop page with and without the script tag, in Chromium. Prints the bytes a
// page pays for the widget before the chat is opened (gzip, and brotli as an HTTPS server would send it), the
// full widget's bytes fetched on the first open, and the times from navigation start to first contentful paint,
// to the load event and to the launcher visible, as medians over the runs, with the ratios side by side.
// Asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/widget-load.ts [--runs 5]
import { parseArgs } from 'node:util';
import { launchChromium } from '@kefu/testing';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { printTable } from './lib/print-table.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

const SHOP_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2329}.bar{display:flex;justify-content:space-between;padding:16px 32px;background:#fff}
.shop{padding:48px 32px}.hero{max-width:560px;padding:40px;border-radius:20px;background:linear-gradient(135deg,#fff,#eef2ff)}.hero h1{margin:0 0 8px;font-size:40px}`;
const page = (widget: boolean) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>shop</title>` +
  `<link rel="stylesheet" href="/bench/shop.css"></head><body><header class="bar"><strong>Kefu 数码旗舰店</strong><nav>手机 · 平板 · 耳机</nav></header>` +
  `<main class="shop"><section class="hero"><h1>Find X9</h1><p>天玑 9500 · 5000 万潜望长焦 · 国补后 ¥3,499</p></section>${'<p>商品详情 · 参数 · 评价</p>'.repeat(40)}</main>` +
  (widget ? '<script src="/kefu.js" data-site-key="demo" data-locale="zh-CN" defer></script>' : '') +
  '</body></html>';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

interface Run {
  fcp: number;
  load: number;
  launcher?: number;
  /** Response body bytes by path, as they came over the wire. */
  bytes: Map<string, number>;
  openBytes?: Map<string, number>;
  open?: number;
}

// Records, from before the page's first byte, when the launcher's button first has a size. (A string: tsx would
// wrap a function's inner functions in a helper the page does not have.)
const WATCH_LAUNCHER = `(() => {
  const poll = () => {
    const button = document.querySelector('kefu-chat')?.shadowRoot?.querySelector('button');
    if (button && button.getBoundingClientRect().width > 0) window.launcherAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

async function measure(browser: Browser, url: string, encoding: 'gzip' | 'br', open: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'accept-encoding': encoding } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await tab.addInitScript(WATCH_LAUNCHER);
  const bytes = new Map<string, number>();
  tab.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    bytes.set(path, (bytes.get(path) ?? 0) + (await request.sizes()).responseBodySize);
  });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  if (url.endsWith('/with.html')) await tab.waitForFunction(() => (globalThis as unknown as { launcherAt?: number }).launcherAt !== undefined);
  // (Runs in the page; typed without the DOM library, which the bench's Node code does not load.)
  const timing = await tab.evaluate(() => {
    const entries = performance as unknown as {
      getEntriesByName(name: string): Array<{ startTime: number }>;
      getEntriesByType(type: string): Array<{ loadEventStart: number }>;
    };
    return {
      fcp: entries.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: entries.getEntriesByType('navigation')[0]?.loadEventStart ?? Number.NaN,
      launcher: (globalThis as unknown as { launcherAt?: number }).launcherAt,
    };
  });
  const run: Run = { ...timing, bytes: new Map(bytes) };
  if (open) {
    bytes.clear();
    const started = Date.now();
    await tab.locator('kefu-launcher button').click();
    await tab.locator('kefu-composer textarea').waitFor();
    run.open = Date.now() - started;
    await tab.waitForLoadState('networkidle');
    run.openBytes = new Map(bytes);
  }
  await context.close();
  return run;
}

const median = (numbers: number[]) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const sum = (map: Map<string, number> | undefined, match: (path: string) => boolean) =>
  [...(map ?? new Map<string, number>())].filter(([path]) => match(path)).reduce((total, [, size]) => total + size, 0);
const isWidget = (path: string) => path === '/kefu.js' || path.startsWith('/kefu-assets/');

async function main(): Promise<void> {
  const server = await createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), logger: createLogger('silent') });
  const base = await server.listen();
  const send = (type: string, body: string) => (_request: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  server.routes.add('GET', '/bench/shop.css', send('text/css; charset=utf-8', SHOP_CSS));
  server.routes.add('GET', '/bench/with.html', send('text/html; charset=utf-8', page(true)));
  server.routes.add('GET', '/bench/without.html', send('text/html; charset=utf-8', page(false)));
  const browser = await launchChromium();
  try {
    const runs = { without: [] as Run[], with: [] as Run[], withBrotli: [] as Run[] };
    // One warm-up round (Chromium's first contexts are slower), not counted.
    await measure(browser, `${base}/bench/without.html`, 'gzip', false);
    await measure(browser, `${base}/bench/with.html`, 'gzip', true);
    // Interleaved, so a slow moment of the shared machine hits both pages alike.
    for (let round = 0; round < RUNS; round += 1) {
      runs.without.push(await measure(browser, `${base}/bench/without.html`, 'gzip', false));
      runs.with.push(await measure(browser, `${base}/bench/with.html`, 'gzip', true));
      runs.withBrotli.push(await measure(browser, `${base}/bench/with.html`, 'br', true));
    }
    const pageBytes = median(runs.without.map((run) => sum(run.bytes, () => true)));
    const before = { gzip: median(runs.with.map((run) => sum(run.bytes, isWidget))), br: median(runs.withBrotli.map((run) => sum(run.bytes, isWidget))) };
    const onOpen = {
      gzip: median(runs.with.map((run) => sum(run.openBytes, isWidget))),
      br: median(runs.withBrotli.map((run) => sum(run.openBytes, isWidget))),
    };
    console.log(`widget load, ${RUNS} runs each, 1.6 Mbps / 150 ms RTT, medians\n`);
    printTable([
      ['bytes over the wire', 'gzip B', 'brotli B', 'share of the page with widget'],
      ['the shop page without the widget (html + css)', pageBytes, '', ''],
      ['widget before the chat is opened (kefu.js)', before.gzip, before.br, `${((before.gzip / (before.gzip + pageBytes)) * 100).toFixed(1)} %`],
      ['widget fetched on the first open (full widget)', onOpen.gzip, onOpen.br, ''],
    ]);
    console.log('');
    const without = { fcp: median(runs.without.map((run) => run.fcp)), load: median(runs.without.map((run) => run.load)) };
    const withWidget = {
      fcp: median(runs.with.map((run) => run.fcp)),
      load: median(runs.with.map((run) => run.load)),
      launcher: median(runs.with.map((run) => run.launcher ?? Number.NaN)),
    };
    printTable([
      ['from navigation start', 'without widget ms', 'with widget ms', 'with / without'],
      ['first contentful paint', without.fcp, withWidget.fcp, withWidget.fcp / without.fcp],
      ['load event', without.load, withWidget.load, withWidget.load / without.load],
      ['launcher visible (vs the page without widget: its load event)', without.load, withWidget.launcher, withWidget.launcher / without.load],
      ['first open: click to composer ready (full widget fetched)', '', median(runs.with.map((run) => run.open ?? Number.NaN)), ''],
    ]);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
