import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { spawnKefuProcess } from '../gateway/support/kefu-process.js';

/** The message loadConfig throws for `env`, or undefined when it is accepted. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

// Each tuning value with a value just outside its bounds, one just inside, and the range the message names.
const BOUNDS: [variable: string, below: string, lowest: string, highest: string, above: string, range: string][] = [
  ['KEFU_WATCHDOG_SECONDS', '1', '31', '1800', '1801', 'from 10 to 1800 (seconds)'],
  ['KEFU_INTERRUPT_TTL_SECONDS', '5', '30', '86400', '86401', 'from 30 to 86400 (seconds)'],
  ['KEFU_MAX_CONCURRENT_TURNS', '0', '1', '10000', '10001', 'from 1 to 10000 (turns)'],
  ['KEFU_QUEUE_DEGRADE_SECONDS', '0', '1', '3600', '3601', 'from 1 to 3600 (seconds)'],
  ['KEFU_MODEL_TIMEOUT_SECONDS', '0', '1', '149', '301', 'from 1 to 300 (seconds)'],
  ['KEFU_DRAIN_SECONDS', '-1', '0', '300', '301', 'from 0 to 300 (seconds)'],
  ['KEFU_HTTP_CONNECTIONS_PER_IP', '-1', '0', '100000', '100001', 'from 0 to 100000 (connections)'],
  ['KEFU_HTTP_HEADERS_TIMEOUT_SECONDS', '0', '1', '60', '61', 'from 1 to 60 (seconds)'],
  ['KEFU_HTTP_KEEP_ALIVE_SECONDS', '0', '1', '300', '301', 'from 1 to 300 (seconds)'],
];

describe('tuning values are bounded', () => {
  it.each(BOUNDS)('%s refuses %s and %s, accepting %s and %s', (variable, below, lowest, highest, above, range) => {
    for (const bad of [below, above]) expect(refusal({ [variable]: bad })).toContain(`${variable}: must be a whole number ${range}; got "${bad}"`);
    for (const good of [lowest, highest]) expect(refusal({ [variable]: good })).toBeUndefined();
  });

  it.each(['1.5', '1e3', 'ten', '0x10', ' '])('refuses a value that is not a whole number: %j', (value) => {
    expect(refusal({ KEFU_WATCHDOG_SECONDS: value.trim() === '' ? '   ' : value })).toMatch(/KEFU_WATCHDOG_SECONDS: must be a whole number from 10 to 1800/);
  });

  it('refuses a watchdog that would fire before the model call it watches times out', () => {
    expect(refusal({ KEFU_WATCHDOG_SECONDS: '30', KEFU_MODEL_TIMEOUT_SECONDS: '30' })).toContain(
      'KEFU_WATCHDOG_SECONDS: must be longer than KEFU_MODEL_TIMEOUT_SECONDS (30 ≤ 30)',
    );
  });

  it('names every bad value at once, and the defaults stay what the README says', () => {
    const message = refusal({ KEFU_WATCHDOG_SECONDS: '1', KEFU_MAX_CONCURRENT_TURNS: '0' });
    expect(message).toContain('KEFU_WATCHDOG_SECONDS');
    expect(message).toContain('KEFU_MAX_CONCURRENT_TURNS');
    expect(loadConfig({})).toMatchObject({
      interruptTtlSeconds: 600,
      watchdogSeconds: 150,
      maxConcurrentTurns: 32,
      queueDegradeSeconds: 120,
      modelTimeoutSeconds: 30,
      http: { drainSeconds: 25, connectionsPerIp: 256, headersTimeoutSeconds: 20, keepAliveSeconds: 5, serveSourceMaps: false },
    });
  });

  it('refuses a guessable /metrics token and a source-map switch it cannot read', () => {
    expect(refusal({ KEFU_METRICS_TOKEN: 'metrics' })).toContain('KEFU_METRICS_TOKEN: must be at least 16 characters');
    expect(refusal({ KEFU_SERVE_SOURCE_MAPS: 'yes please' })).toContain('KEFU_SERVE_SOURCE_MAPS');
    expect(loadConfig({ KEFU_METRICS_TOKEN: 'a-long-metrics-token-0123' }).http.metricsToken).toBe('a-long-metrics-token-0123');
  });

  it('turns the per-address connection cap off behind trusted proxies (every peer is a proxy) unless it is set', () => {
    expect(loadConfig({}).http.connectionsPerIp).toBe(256);
    expect(loadConfig({ KEFU_TRUSTED_PROXY_HOPS: '1' }).http.connectionsPerIp).toBe(0);
    expect(loadConfig({ KEFU_TRUSTED_PROXY_HOPS: '1', KEFU_HTTP_CONNECTIONS_PER_IP: '5000' }).http.connectionsPerIp).toBe(5000);
  });

  it('stops the server at start on KEFU_WATCHDOG_SECONDS=1 with a message naming it and its bounds', async () => {
    const { child, output } = spawnKefuProcess({ PORT: '0', KEFU_WATCHDOG_SECONDS: '1' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('KEFU_WATCHDOG_SECONDS: must be a whole number from 10 to 1800 (seconds); got "1"');
  });
});
