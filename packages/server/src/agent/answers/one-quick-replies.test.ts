import { describe, expect, it } from 'vitest';
import type { MessagePart } from '@kefu/protocol';
import { oneQuickReplies } from './one-quick-replies.js';

const chips = (...texts: string[]): MessagePart => ({ type: 'quick_replies', replies: texts.map((text) => ({ text })) });
const source: MessagePart = { type: 'knowledge_source', articleId: 'a', title: 'A', excerpt: 'a' };

describe('oneQuickReplies', () => {
  it('joins two rows into one where the last was, each reply once, the first label kept', () => {
    const parts: MessagePart[] = [{ type: 'quick_replies', replies: [{ text: '转人工', label: '转人工客服' }] }, source, chips('转人工', '继续')];
    expect(oneQuickReplies(parts)).toEqual([source, { type: 'quick_replies', replies: [{ text: '转人工', label: '转人工客服' }, { text: '继续' }] }]);
  });

  it('leaves a message with one row or none as it is', () => {
    expect(oneQuickReplies([source, chips('a', 'a')])).toEqual([source, chips('a', 'a')]);
    expect(oneQuickReplies([source])).toEqual([source]);
  });

  it('keeps at most eight chips, the protocol limit', () => {
    const joined = oneQuickReplies([chips('1', '2', '3', '4', '5'), chips('6', '7', '8', '9')]);
    expect(joined).toEqual([chips('1', '2', '3', '4', '5', '6', '7', '8')]);
  });
});
