import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SITE, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, interruptTtlSeconds: 600, watchdogSeconds: 150, rateLimitPerMinute: 100, embeddedDefaults: true });
    expect(config.sites).toEqual([DEMO_SITE]);
    expect(config.redisUrl).toBeUndefined();
    expect(config.groq).toBeUndefined();
  });

  it('switches each part to production when its variable is set', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6380',
      MEILI_URL: 'http://127.0.0.1:7700',
      MEILI_MASTER_KEY: 'k',
      GROQ_API_KEY: 'gsk_x',
      KEFU_SITES: JSON.stringify([{ siteKey: 'shop1', origins: ['https://shop1.example'], identitySecret: 'a-long-secret-0123456789' }]),
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380');
    expect(config.meili).toEqual({ url: 'http://127.0.0.1:7700', masterKey: 'k' });
    expect(config.groq?.model).toBe('llama-3.3-70b-versatile');
    expect(config.sites[0]?.siteId).toBe('shop1');
    expect(config.agents).toEqual([]);
    expect(config.embeddedDefaults).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ KEFU_SITES: '{not json' }, 'KEFU_SITES'],
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: [], identitySecret: 'short' }]) }, 'KEFU_SITES'],
    [{ KEFU_INTERRUPT_TTL_SECONDS: '-5' }, 'KEFU_INTERRUPT_TTL_SECONDS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ KEFU_TRUSTED_PROXY_HOPS: '-1' }, 'KEFU_TRUSTED_PROXY_HOPS'],
    // An agent serving a site nobody configured would silently see nothing.
    [{ KEFU_AGENTS: JSON.stringify([{ id: 'lin', name: 'Lin', token: 'lin-token-0123456789', sites: ['ghost'] }]) }, 'KEFU_AGENTS'],
  ])('fails at start on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
