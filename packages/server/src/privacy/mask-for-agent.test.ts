import { describe, expect, it } from 'vitest';
import type { EscalationCard, ThreadEvent } from '@kefu/protocol';
import { maskCardForAgent, maskEventForAgent } from './mask-for-agent.js';

const said: ThreadEvent = {
  event: 'message:done',
  data: {
    seq: 3,
    message: {
      messageId: 'm_13800138000',
      role: 'user',
      text: '电话 138-0013-8000，邮箱 lin.wei@example.com',
      clientMsgId: '0f1e2d3c-aaaa',
      context: { pageUrl: 'https://shop.example/u/13800138000', orderId: 'KF10010004' },
      createdAt: 1,
    },
  },
};

describe('maskEventForAgent', () => {
  it('masks the free text, keeps ids and links, and names the kinds it found', () => {
    const { event, kinds } = maskEventForAgent(said);
    expect(kinds).toEqual(['phone', 'email']);
    expect(event).toEqual({
      event: 'message:done',
      data: { ...said.data, message: { ...(said.data as { message: object }).message, text: '电话 138********，邮箱 l***@example.com' } },
    });
  });

  it('returns an event without personal data as it is', () => {
    const plain: ThreadEvent = { event: 'handoff', data: { seq: 4, state: 'queued', reason: 'requested', at: 5 } };
    expect(maskEventForAgent(plain)).toEqual({ event: plain, kinds: [] });
  });
});

describe('maskCardForAgent', () => {
  it('masks intents, entities and the last messages of an escalation card', () => {
    const card: EscalationCard = {
      threadId: 't_1',
      siteId: 'demo',
      mode: 'queued',
      customer: {},
      locale: 'zh-CN',
      intents: [{ type: 'return_process', text: '身份证 11010519491231002X 退货' }],
      entities: [{ label: 'order', value: 'KF10010004' }],
      lastMessages: [(said.data as { message: EscalationCard['lastMessages'][number] }).message],
    };
    const masked = maskCardForAgent(card);
    expect(masked.intents[0]!.text).toBe('身份证 110*************** 退货');
    expect(masked.entities).toEqual(card.entities);
    expect(masked.lastMessages[0]!.text).toBe('电话 138********，邮箱 l***@example.com');
  });
});
