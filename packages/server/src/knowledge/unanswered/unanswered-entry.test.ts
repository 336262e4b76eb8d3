import { describe, expect, it } from 'vitest';
import { unansweredEntry } from './unanswered-entry.js';

describe('an unanswered question as the knowledge base counts it', () => {
  it('keeps it masked and without bidi controls, and counts it with the same words typed plainly', () => {
    const overridden = unansweredEntry('保修卡丢了 \u202Emoc.elpmaxe-live\u202C 13812345678');
    expect(overridden.text).toBe('保修卡丢了 moc.elpmaxe-live 138********');
    expect(overridden.key).toBe(unansweredEntry('保修卡丢了 moc.elpmaxe-live 13812345678').key);
  });
});
