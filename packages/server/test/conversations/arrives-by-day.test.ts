import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// shops/threadline (America/New_York), cus-emma signed in: TL-10244's Air Runner Sneaker is in transit, expected a
// day from now (orders.json "+1d"). Right after its tracking, "will they arrive before Saturday?" repeated the order's
// status alone ("Order TL-10244 (Air Runner Sneaker) is shipped.") and "周六前能到吗" was not understood ("抱歉，我暂时
// 没有找到相关说明…"). Built: the question of the order in view is its parcel, answered first from the expected date on
// the shop's calendar, the whole named day counted ("Yes — expected by Sat 28 Nov." / "No — expected by …"; "能，预计
// 11月28日周六 前送达。" / "恐怕不能，…"), then the tracking line (arrival-by-day-question.ts, arrival-by-day-lead.ts).
// The days asked are worked out from now, as the shop's dates are, so the test holds on any day.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const ZONE = 'America/New_York';
const DAY = 24 * 60 * 60 * 1000;
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ZH_DAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** The day of the week (Sunday 0) a time falls on in the shop's zone. */
function weekday(time: number): number {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(time);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short);
}

const expected = Date.now() + DAY;
const etaEn = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(expected).replace(',', '');
const etaZh = new Intl.DateTimeFormat('zh-CN', { timeZone: ZONE, month: 'long', day: 'numeric', weekday: 'short' }).format(expected);
// The day it is expected on: in time. Today: the parcel comes a day later.
const dayOfEta = weekday(expected);
const today = weekday(Date.now());

describe('"will they arrive before Saturday?" after a tracking answer says yes or no first', () => {
  it.each([
    ['en', 'where are my sneakers?', `will they arrive before ${EN_DAYS[dayOfEta]}?`, `Yes — expected by ${etaEn}.`],
    ['en', 'where are my sneakers?', `will they arrive before ${EN_DAYS[today]}?`, `No — expected by ${etaEn}.`],
    ['zh-CN', '我的运动鞋到哪了', `${ZH_DAYS[dayOfEta]}前能到吗`, `能，预计 ${etaZh} 前送达。`],
    ['zh-CN', '我的运动鞋到哪了', `${ZH_DAYS[today]!.replace('周', '星期')}之前能送到吗`, `恐怕不能，预计 ${etaZh} 前送达。`],
  ] as const)('%s "%s" → "%s"', async (locale, tracked, asked, lead) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(tracked);
    expect(chat.lastAnswer().text).toContain('TL-10244');
    await chat.say(asked);
    const text = chat.lastAnswer().text;
    expect(text.startsWith(lead)).toBe(true);
    // Then the tracking line.
    expect(text).toContain('TL-10244');
    expect(text).toContain('1Z999AA10123456791');
  });
});
