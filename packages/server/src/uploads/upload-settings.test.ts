import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('KEFU_UPLOAD_RETENTION_DAYS', () => {
  it('keeps uploads 90 days by default, takes 0 (keep by age) to 3650, and refuses anything else by name and range', () => {
    expect(loadConfig({}).uploads.retentionDays).toBe(90);
    expect(loadConfig({ KEFU_UPLOAD_RETENTION_DAYS: '0' }).uploads.retentionDays).toBe(0);
    expect(loadConfig({ KEFU_UPLOAD_RETENTION_DAYS: '3650' }).uploads.retentionDays).toBe(3650);
    for (const bad of ['3651', '-1', '7.5', 'ninety']) {
      expect(() => loadConfig({ KEFU_UPLOAD_RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ KEFU_UPLOAD_RETENTION_DAYS: bad })).toThrow(/KEFU_UPLOAD_RETENTION_DAYS.*must be a whole number from 0 to 3650 \(days\)/);
    }
  });
});
