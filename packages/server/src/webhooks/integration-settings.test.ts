import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('KEFU_WEBHOOKS and KEFU_API_KEYS', () => {
  it('reads endpoints and keeps only the hash of a key', () => {
    const config = loadConfig({
      KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url: 'https://crm.example/kefu', secret: 'whsec_0123456789abcdef', events: ['rating.given'] }]),
      KEFU_API_KEYS: JSON.stringify([
        { id: 'crm', key: 'kefu_key_0123456789abcdefgh', sites: ['demo'] },
        { id: 'bi', sha256: 'ab'.repeat(32) },
      ]),
    });
    expect(config.integration.webhooks).toEqual([{ id: 'crm', url: 'https://crm.example/kefu', secret: 'whsec_0123456789abcdef', events: ['rating.given'] }]);
    expect(config.integration.apiKeys).toEqual([
      { id: 'crm', hash: createHash('sha256').update('kefu_key_0123456789abcdefgh').digest(), sites: ['demo'] },
      { id: 'bi', hash: Buffer.from('ab'.repeat(32), 'hex') },
    ]);
    expect(JSON.stringify(config)).not.toContain('kefu_key_0123456789abcdefgh');
    expect(config.integration).toMatchObject({ webhookTimeoutSeconds: 10, webhookMaxAttempts: 12 });
  });

  it('refuses, naming the variable and the entry: a short secret, an unknown event, a key with both forms, bad JSON, out-of-range numbers', () => {
    expect(() => loadConfig({ KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url: 'https://crm.example', secret: 'short' }]) })).toThrow(
      /KEFU_WEBHOOKS\.0\.secret/,
    );
    expect(() =>
      loadConfig({ KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url: 'https://crm.example', secret: 'whsec_0123456789abcdef', events: ['order.shipped'] }]) }),
    ).toThrow(/KEFU_WEBHOOKS\.0\.events\.0/);
    expect(() => loadConfig({ KEFU_WEBHOOKS: JSON.stringify([{ id: 'crm', url: 'ftp://crm.example', secret: 'whsec_0123456789abcdef' }]) })).toThrow(
      /KEFU_WEBHOOKS\.0\.url/,
    );
    expect(() => loadConfig({ KEFU_API_KEYS: JSON.stringify([{ id: 'x', key: 'kefu_key_0123456789abcdefgh', sha256: 'ab'.repeat(32) }]) })).toThrow(
      /KEFU_API_KEYS\.0: give exactly one of key or sha256/,
    );
    expect(() => loadConfig({ KEFU_API_KEYS: '[{' })).toThrow(/KEFU_API_KEYS: must be valid JSON/);
    expect(() => loadConfig({ KEFU_WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(/KEFU_WEBHOOK_TIMEOUT_SECONDS: must be a whole number from 1 to 60/);
    expect(() => loadConfig({ KEFU_WEBHOOK_MAX_ATTEMPTS: '50' })).toThrow(/KEFU_WEBHOOK_MAX_ATTEMPTS: must be a whole number from 1 to 20/);
  });
});
