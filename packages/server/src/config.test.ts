import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SITE, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, interruptTtlSeconds: 600, watchdogSeconds: 150, rateLimitPerMinute: 100, embeddedDefaults: true });
    expect(config.sites).toEqual([DEMO_SITE]);
    expect(config.redisUrl).toBeUndefined();
    expect(config.llm).toBeUndefined();
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
    expect(config.llm).toMatchObject({ provider: 'groq', apiKey: 'gsk_x', model: 'llama-3.3-70b-versatile' });
    expect(config.sites[0]?.siteId).toBe('shop1');
    expect(config.agents).toEqual([]);
    expect(config.embeddedDefaults).toBe(false);
  });

  it('writes checkpoints as text unless KEFU_CHECKPOINT_FORMAT=base64 (a rolling deploy), and names anything else', () => {
    expect(loadConfig({}).checkpointFormat).toBe('text');
    expect(loadConfig({ KEFU_CHECKPOINT_FORMAT: 'base64' }).checkpointFormat).toBe('base64');
    expect(() => loadConfig({ KEFU_CHECKPOINT_FORMAT: 'json' })).toThrow(/KEFU_CHECKPOINT_FORMAT/);
  });

  it("bounds an identity token's lifetime (24 h by default, 60 s – 7 days) and takes extra link origins, never *", () => {
    expect(loadConfig({})).toMatchObject({ identityMaxLifetimeSeconds: 86_400, linkOrigins: [] });
    expect(loadConfig({ KEFU_IDENTITY_MAX_LIFETIME_SECONDS: '3600' }).identityMaxLifetimeSeconds).toBe(3600);
    expect(() => loadConfig({ KEFU_IDENTITY_MAX_LIFETIME_SECONDS: '59' })).toThrow(/KEFU_IDENTITY_MAX_LIFETIME_SECONDS/);
    expect(() => loadConfig({ KEFU_IDENTITY_MAX_LIFETIME_SECONDS: '604801' })).toThrow(/KEFU_IDENTITY_MAX_LIFETIME_SECONDS/);
    expect(loadConfig({ KEFU_LINK_ORIGINS: 'https://cdn.shop.example, https://help.shop.example:8443' }).linkOrigins).toEqual([
      'https://cdn.shop.example',
      'https://help.shop.example:8443',
    ]);
    expect(() => loadConfig({ KEFU_LINK_ORIGINS: '*' })).toThrow(/KEFU_LINK_ORIGINS/);
    expect(() => loadConfig({ KEFU_LINK_ORIGINS: 'https://cdn.shop.example/path' })).toThrow(/KEFU_LINK_ORIGINS/);
  });

  it('accepts origins as scheme://host with an optional port or any port, and `*`', () => {
    const origins = ['https://shop.example', 'http://localhost:*', 'http://127.0.0.1:8080', 'http://[::1]:*', 'https://xn--fiqs8s.example', '*'];
    const config = loadConfig({ KEFU_SITES: JSON.stringify([{ siteKey: 'shop', origins, identitySecret: 'a-long-secret-0123456789' }]) });
    expect(config.sites[0]?.origins).toEqual(origins);
  });

  it('gives the built-in demo agent a token of its own on every run, and KEFU_AGENTS replace it', () => {
    const [first, second] = [loadConfig({}), loadConfig({})];
    expect(first.agents).toEqual([{ id: 'lin', name: 'Lin', token: first.demoAgentToken }]);
    expect(first.demoAgentToken).toMatch(/^kefu-demo-[\w-]{32}$/);
    expect(second.demoAgentToken).not.toBe(first.demoAgentToken);
    const agents = loadConfig({ KEFU_AGENTS: JSON.stringify([{ id: 'wang', name: 'Wang', token: 'wang-token-0123456789' }]) }).agents;
    expect(agents).toEqual([{ id: 'wang', name: 'Wang', token: 'wang-token-0123456789' }]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ KEFU_SITES: '{not json' }, 'KEFU_SITES'],
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: [], identitySecret: 'short' }]) }, 'KEFU_SITES'],
    [{ KEFU_INTERRUPT_TTL_SECONDS: '-5' }, 'KEFU_INTERRUPT_TTL_SECONDS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ KEFU_TRUSTED_PROXY_HOPS: '-1' }, 'KEFU_TRUSTED_PROXY_HOPS'],
    // Origins a browser never sends would silently refuse every shopper.
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: ['shop.example'], identitySecret: 'a-long-secret-0123456789' }]) }, 'KEFU_SITES'],
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: ['https://shop.example/help'], identitySecret: 'a-long-secret-0123456789' }]) }, 'KEFU_SITES'],
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: ['ftp://shop.example'], identitySecret: 'a-long-secret-0123456789' }]) }, 'KEFU_SITES'],
    [{ KEFU_SITES: JSON.stringify([{ siteKey: 's', origins: ['https://shop.example:port'], identitySecret: 'a-long-secret-0123456789' }]) }, 'KEFU_SITES'],
    // Two sites under one key: hello could only ever find the first.
    [
      {
        KEFU_SITES: JSON.stringify([
          { siteKey: 'shop', origins: ['https://a.example'], identitySecret: 'a-long-secret-0123456789' },
          { siteKey: 'shop', origins: ['https://b.example'], identitySecret: 'b-long-secret-0123456789' },
        ]),
      },
      'site keys must be unique (shop repeated)',
    ],
    // An agent serving a site nobody configured would silently see nothing.
    [{ KEFU_AGENTS: JSON.stringify([{ id: 'lin', name: 'Lin', token: 'lin-token-0123456789', sites: ['ghost'] }]) }, 'KEFU_AGENTS'],
  ])('fails at start on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
