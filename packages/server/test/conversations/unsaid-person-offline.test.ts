import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';
import { Conversation, partsOf, SHOPS, type Answer } from './focus-support.js';

// What a listing leaves unsaid, asked in the shopper's own words (rules path, shops/demo). Before: "is the X9 5G?" /
// "X9是5G的吗" answered "… A person from the shop can check it for you: tap below." with a "Talk to a person" reply even
// when nobody from the shop was online, so the tap led nowhere. Built: with nobody online a message is left for them,
// as the gift-wrap and unpublished-policy answers do (answers/person-when-offline.ts, services.humansOnline); with a
// person serving the shop online, the person is offered as before.
const chips = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies);
let server: Awaited<ReturnType<typeof startTestServer>>;
const open: Conversation[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.demo } });
});
afterAll(async () => {
  for (const conversation of open) conversation.close();
  await server.close();
});
const ask = async (locale: 'en' | 'zh-CN', question: string) => {
  const conversation = await Conversation.open(server.url, { locale });
  open.push(conversation);
  return conversation.say(question);
};

describe('a person offered to check what a listing does not say', () => {
  it('en, nobody online: a message to leave, not a tap that leads nowhere', async () => {
    const answer = await ask('en', 'is the X9 5G?');
    expect(answer.text).toBe(
      'The listing for the Find X9 does not say whether it is 5G. Nobody from the shop is online right now to check it: leave them a message and they will get back to you.',
    );
    expect(chips(answer)).toEqual([{ text: 'human', label: 'Leave a message' }]);
  });

  it('zh-CN, nobody online: 给客服留言', async () => {
    const answer = await ask('zh-CN', 'X9是5G的吗');
    expect(answer.text).toBe('商品信息没有写明 Find X9 是否为5G。如需确认，现在没有在线的客服，您可以给客服留言，客服上线后会为您核实。');
    expect(chips(answer)).toEqual([{ text: '转人工', label: '给客服留言' }]);
  });

  it('with a person serving the shop online, the person is offered', async () => {
    const agent = await ConsoleClient.connect(server.url, demoAgentToken(server));
    try {
      const answer = await ask('en', 'is the X9 5G?');
      expect(answer.text).toBe('The listing for the Find X9 does not say whether it is 5G. A person from the shop can check it for you: tap below.');
      expect(chips(answer)).toEqual([{ text: 'human', label: 'Talk to a person' }]);
    } finally {
      agent.close();
    }
  });
});
