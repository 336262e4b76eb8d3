import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, isCompatibleVersion } from './index.js';

describe('protocol versions', () => {
  it('accepts any minor of the same major', () => {
    expect(isCompatibleVersion(PROTOCOL_VERSION)).toBe(true);
    expect(isCompatibleVersion('1.7', '1.0')).toBe(true);
  });

  it('refuses another major and malformed versions', () => {
    expect(isCompatibleVersion('2.0', '1.0')).toBe(false);
    expect(isCompatibleVersion('0.9', '1.0')).toBe(false);
    expect(isCompatibleVersion('1', '1.0')).toBe(false);
    expect(isCompatibleVersion('1.0.0', '1.0')).toBe(false);
    expect(isCompatibleVersion('', '1.0')).toBe(false);
  });
});
