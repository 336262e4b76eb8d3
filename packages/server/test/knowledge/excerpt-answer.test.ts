import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeSourcePartSchema } from '@kefu/protocol';
import { serviceAvailable, startMeilisearch } from '@kefu/testing';
import { excerptWindow, renderUnits } from '../../src/knowledge/answer/excerpt-window.js';
import { questionFocus } from '../../src/knowledge/answer/question-focus.js';
import { readableUnits } from '../../src/knowledge/answer/readable-units.js';
import { CARD_EXCERPT_MAX } from '../../src/knowledge/answer/sources.js';
import { DEMO_KNOWLEDGE_DIR, readKnowledgeDirectory, type KnowledgeBase, type KnowledgeDocument } from '../../src/knowledge/index.js';
import { demoKnowledgeService } from './support.js';

// The widget shows answer text as text (a tiny Markdown subset: **bold**, `code`, links); these would show raw.
const RAW_MARKDOWN = /\||【|^\s*[-*+] |^#/m;
// Intro line + at most EXCERPT.max characters + the "more in the article" line.
const MAX_ANSWER = 350 + 90;

const ZH_QUESTIONS = [
  '七天无理由退货怎么算',
  '发票怎么开',
  '保修多久',
  '退货运费谁出',
  '退款多久到账',
  '国补怎么领',
  '手机开不了机怎么办',
  '充电很慢怎么办',
  '耳机连不上蓝牙',
  '怎么把旧手机的数据迁移到新手机',
  '订单能取消吗',
  '发货要多久',
  '可以分期吗',
  '换货怎么换',
  '寄修怎么操作',
  '密码忘了怎么办',
  '客服几点上班',
  '电池怎么保养',
  '发票抬头开错了怎么办',
  '能送到香港吗',
];
const EN_QUESTIONS = [
  'How long is the warranty?',
  'Do you ship to Hong Kong?',
  'How do I return an item?',
  'How do I get a company invoice with our tax ID?',
  'My phone will not turn on, what can I do?',
  'How long does a refund take?',
  'Can I cancel my order?',
  'What payment methods do you accept?',
  'How do I track my parcel?',
  'How does the national subsidy work?',
  "My earbuds won't connect",
  'How do I move my data to a new phone?',
  'I forgot my password',
  'How much does shipping cost?',
  'Who pays return shipping?',
  'What time is customer service available?',
];

/** Article text as a shopper reads it: no Markdown marks, no spaces between Chinese characters. */
function flat(text: string): string {
  return text
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/(?<=[\u3400-\u9fff\uff00-\uffef]) (?=\S)|(?<=\S) (?=[\u3400-\u9fff\uff00-\uffef])/g, '')
    .trim();
}

/** The checks every offline answer must pass, on whichever index answers. */
function readableAnswers(name: string, start: () => Promise<{ service: KnowledgeBase; stop?: () => Promise<void> }>) {
  describe(`excerpt answers without a model, ${name}: short, readable, cut between whole sentences, items and rows`, () => {
    let service: KnowledgeBase;
    let stop: (() => Promise<void>) | undefined;
    let articles: Map<string, KnowledgeDocument>;
    beforeAll(async () => {
      ({ service, stop } = await start());
      articles = new Map((await readKnowledgeDirectory(DEMO_KNOWLEDGE_DIR)).map((document) => [document.id, document]));
    });
    afterAll(async () => {
      await service?.close();
      await stop?.();
    });

    it.each([...ZH_QUESTIONS, ...EN_QUESTIONS])('"%s": one short excerpt of the best article, every line whole', async (question) => {
      const answer = await service.answer({ question, siteId: 'demo', locale: 'zh-CN' });
      expect(answer).toMatchObject({ status: 'answered', via: 'excerpts' });
      expect(answer.text).not.toMatch(RAW_MARKDOWN);
      // A question asking for a duration, a cost or a time opens with that fact (issue 21 item 3), then the excerpt.
      const paragraphs = answer.text.split('\n\n');
      if (paragraphs.length > 1) expect(paragraphs[0]!.length).toBeLessThanOrEqual(160);
      expect(paragraphs.at(-1)!.length).toBeLessThanOrEqual(MAX_ANSWER);
      const [intro, ...body] = paragraphs.at(-1)!.split('\n');
      const best = articles.get(answer.sources[0]!.articleId)!;
      expect(intro).toContain(best.title);
      const source = flat(best.body);
      for (const line of body) {
        if (/^…|^……/.test(line) || line.includes(' — ')) continue;
        // Every line is a whole sentence run, list item or heading of the article: nothing cut mid-word.
        expect(source).toContain(flat(line.replace(/^(?:• |\d+\. )/, '').replace(/[：:]$/, '')));
      }
      expect(answer.sources.length).toBeLessThanOrEqual(3);
      for (const part of answer.sources) {
        expect(knowledgeSourcePartSchema.safeParse(part).success).toBe(true);
        expect(part.excerpt.length).toBeLessThanOrEqual(CARD_EXCERPT_MAX);
        expect(part.excerpt).not.toMatch(/\||\*\*|\n/);
      }
    });
  });
}

readableAnswers('on the embedded index', async () => ({ service: (await demoKnowledgeService()).service }));

describe.runIf(serviceAvailable('meilisearch'))('on Meilisearch', () => {
  readableAnswers('on Meilisearch', async () => {
    const meili = await startMeilisearch();
    const { service } = await demoKnowledgeService({ MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey });
    expect(service.activeIndex).toBe('meilisearch');
    return { service, stop: () => meili.stop() };
  });
});

describe('excerpt answers without a model: what they say', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    service = (await demoKnowledgeService()).service;
  });
  afterAll(async () => {
    await service?.close();
  });
  const ask = (question: string) => service.answer({ question, siteId: 'demo', locale: 'zh-CN' });

  it('answers "七天无理由退货怎么算" with the rule and its conditions only, and a card that adds to it', async () => {
    const answer = await ask('七天无理由退货怎么算');
    expect(answer.text.split('\n').slice(0, 3)).toEqual([
      '根据帮助文章《七天无理由退货规则》：',
      '本店支持**七天无理由退货**（7 天无理由退货）：自**签收次日起 7 天内**（以物流签收时间为准），在满足下列条件时，无需说明理由即可申请退货。',
      '适用条件：',
    ]);
    expect(answer.text).toContain('\n• 商品完好：外观无划痕、无磕碰，未被人为损坏；');
    // Nothing of the exchange policy, nor of the sections after the conditions.
    expect(answer.text).not.toMatch(/签收后 15 天内|不适用的情况|运费说明/);
    expect(answer.sources.map((part) => part.articleId)).toEqual(['returns-7-day']);
    // The card shows what the answer does not.
    expect(answer.text).not.toContain(answer.sources[0]!.excerpt.slice(0, 20));
  });

  it('turns table rows into "label — header：value" lines', async () => {
    const answer = await ask('保修多久');
    expect(answer.text).toContain('\n• 手机、平板主机 — 保修期：12 个月；说明：自签收之日起计算\n');
    const english = await ask('How long is the warranty?');
    expect(english.text).toContain('\n• Battery — Warranty: 12 months; Notes: free replacement if capacity falls below 80%\n');
  });

  it('answers "发票怎么开" with the steps, and cites only the invoice articles', async () => {
    const answer = await ask('发票怎么开');
    expect(answer.text).toContain('怎么开发票：\n1. 下单时在「发票信息」中选择发票类型并填写抬头；\n2. ');
    expect(answer.sources.map((part) => part.articleId)).toEqual(['invoice-types', 'invoice-faq']);
  });

  it.each([
    ['发票怎么开', 'national-subsidy'],
    ['保修多久', 'invoice-types'],
    ['怎么把旧手机的数据迁移到新手机', 'account-security'],
    ['能送到香港吗', 'invoice-types'],
    ['七天无理由退货怎么算', 'exchange-policy'],
  ])('does not cite an article that only mentions the words of "%s" in passing (%s)', async (question, offTopic) => {
    const answer = await ask(question);
    expect(answer.sources.map((part) => part.articleId)).not.toContain(offTopic);
  });

  it('shows the part of the article the question is about, not its opening', async () => {
    expect((await ask('国补怎么领')).text).toContain('领取与使用：\n1. 在商品页点击「领取国家补贴」');
    expect((await ask('退款多久到账')).text).toContain('退款时效：\n仓库签收退货并验货通过后 1–3 个工作日内原路退款；到账时间');
    expect((await ask('客服几点上班')).text).toContain('9:00–22:00');
    expect((await ask('How long does a refund take?')).text).toContain('within 1–3 business days');
    // A FAQ entry answers on its own: the next question in the article does not follow it.
    const faq = await ask('发票抬头开错了怎么办');
    expect(faq.text).toContain('**抬头或税号填错了怎么办？**\n订单签收后 30 天内');
    expect(faq.text).not.toContain('个人普票能换成企业专票吗');
    // Another section follows only when it is on the question too.
    expect((await ask('订单能取消吗')).text).not.toContain('修改收货地址');
  });

  it('reads steps from step 1 and says when a list goes on past the excerpt', async () => {
    const answer = await ask('How do I return an item?');
    expect(answer.text).toContain('\n1. Open **My orders**');
    expect(answer.text.endsWith('\n… (more in the article below)')).toBe(true);
    // The question names only the article's topic: its troubleshooting steps from the first, with their lead-in.
    const power = await ask('My phone will not turn on, what can I do?');
    expect(power.text).toContain('\nTry these steps in order:\n1. **Charge it for 30 minutes**');
    expect(power.text.endsWith('\n… (more in the article below)')).toBe(true);
  });

  it('does not pad a short answer with an unrelated paragraph before it', async () => {
    const answer = await ask('Who pays return shipping?');
    expect(answer.text).toContain('**Return shipping:** for a no-reason return you pay the return shipping');
    expect(answer.text).not.toContain('Not eligible');
  });
});

describe('readable units of an article', () => {
  it('keeps sentences, list items, table rows and headings whole, in plain text the widget can show', () => {
    const units = readableUnits(
      [
        '# Title',
        '',
        'See [the form](/help/form) and `Settings`. Then wait.',
        '',
        '## Steps',
        '',
        '1. Open **My orders**;',
        '2. choose a reason.',
        '',
        '| Part | Warranty | Notes |',
        '| --- | --- | --- |',
        '| Battery | 12 months | below 80% |',
      ].join('\n'),
      { title: 'Title' },
    );
    expect(units.map(({ kind, text, section, continues }) => [kind, text, section, continues])).toEqual([
      ['sentence', 'See the form and Settings.', undefined, false],
      ['sentence', 'Then wait.', undefined, true],
      ['heading', 'Steps', undefined, false],
      ['item', 'Open **My orders**;', 'Steps', false],
      ['item', 'choose a reason.', 'Steps', false],
      ['row', 'Battery — Warranty: 12 months; Notes: below 80%', 'Steps', false],
    ]);
    expect(units[3]!.number).toBe('1');
  });

  it('keeps a paragraph apart from the list right before it', () => {
    const units = readableUnits('- 一项\n- 二项\n段落。');
    expect(units.map((unit) => [unit.kind, unit.block])).toEqual([
      ['item', 0],
      ['item', 0],
      ['sentence', 1],
    ]);
  });

  it('drops the spaces Markdown needs around bold between Chinese characters', () => {
    expect(readableUnits('本店支持 **七天无理由退货** 服务。')[0]!.text).toBe('本店支持**七天无理由退货**服务。');
  });

  it('leaves out the paragraph fragment a continued chunk starts with', () => {
    const units = readableUnits('the tail of a sentence cut by the overlap.\n\n**Refunds** go back within 3 days.', { continued: true });
    expect(units.map((unit) => unit.text)).toEqual(['**Refunds** go back within 3 days.']);
  });

  it('renders a paragraph on one line and each item on its own', () => {
    const units = readableUnits('甲句。乙句。\n\n- 一项\n- 二项');
    const window = excerptWindow([units], questionFocus('甲句'), 'zh-CN');
    expect(renderUnits(window.units, 'zh-CN')).toBe('甲句。乙句。');
    expect(renderUnits(units, 'zh-CN')).toBe('甲句。乙句。\n• 一项\n• 二项');
  });
});
