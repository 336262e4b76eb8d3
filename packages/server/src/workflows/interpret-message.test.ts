import { describe, expect, it } from 'vitest';
import { asksWhy, handoffRequest, interpretMessage, isCancelMessage, looksLikeQuestion } from './interpret-message.js';

const text = { kind: 'text' as const };
const choice = {
  kind: 'choice' as const,
  options: [
    { value: 'quality', label: '质量问题' },
    { value: 'other', label: '其他原因' },
  ],
};

describe('cancel words', () => {
  it.each(['取消', '退出', '算了', '不要了', '算了，不退了', '那就算了吧', '还是取消吧！', 'cancel', 'Quit', 'stop', 'never mind', 'please cancel it'])(
    '%s cancels',
    (word) => {
      expect(isCancelMessage(word)).toBe(true);
    },
  );
  it.each([
    '不要取消',
    '别取消，继续',
    "don't cancel",
    '我想问一下取消订单以后退款多久能到账，还有运费怎么算',
    '游戏总是闪退退出',
    'the phone stops charging',
    "it won't stop rebooting",
  ])('%s does not', (word) => {
    expect(isCancelMessage(word)).toBe(false);
  });
});

describe('answer or question', () => {
  it('takes an order id as the answer, even inside a question', () => {
    expect(interpretMessage('订单 KF10010001 能退吗', text, 'identify_order')).toEqual({
      type: 'answer',
      answer: { action: 'answer', value: '订单 KF10010001 能退吗' },
    });
  });
  it('answers "X9 多少钱" aside while an order id is asked for', () => {
    expect(interpretMessage('X9 多少钱', text, 'identify_order')).toEqual({ type: 'question' });
  });
  it('passes a non-question without an order id to the step, which re-asks with an error', () => {
    expect(interpretMessage('我忘了', text, 'identify_order')).toMatchObject({ type: 'answer' });
  });
  it('matches a choice by label, keyword, number or value', () => {
    expect(interpretMessage('质量问题', choice, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'quality' } });
    // More said than the option's name: the words come along (a reason's note).
    expect(interpretMessage('屏幕有质量问题怎么办', choice, 'reason')).toEqual({
      type: 'answer',
      answer: { action: 'answer', value: 'quality', typed: '屏幕有质量问题怎么办' },
    });
    expect(interpretMessage('2', choice, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'other' } });
    expect(interpretMessage('运费谁出？', choice, 'reason')).toEqual({ type: 'question' });
  });
  it('reads yes, no and a reason on a confirmation', () => {
    const confirm = { kind: 'confirm' as const };
    expect(interpretMessage('确认', confirm, 'confirm')).toEqual({ type: 'answer', answer: { action: 'approve' } });
    expect(interpretMessage('好的！', confirm, 'confirm')).toEqual({ type: 'answer', answer: { action: 'approve' } });
    // A yes closed with a thanks or a particle is still a yes; a yes with more after it is not.
    for (const yes of ['好的谢谢', '可以的', '提交吧', '好的，谢谢！', 'yes please', 'ok thanks'])
      expect(interpretMessage(yes, confirm, 'confirm'), yes).toEqual({ type: 'answer', answer: { action: 'approve' } });
    expect(interpretMessage('好的但是地址写错了', confirm, 'confirm')).not.toEqual({ type: 'answer', answer: { action: 'approve' } });
    expect(interpretMessage('不对，地址错了', confirm, 'confirm')).toEqual({ type: 'answer', answer: { action: 'reject', reason: '不对，地址错了' } });
    expect(interpretMessage('退款多久到账？', confirm, 'confirm')).toEqual({ type: 'question' });
    // A change asked for in words is the "change something" button: the step it names opens again.
    for (const change of ['改一下原因', '我想修改地址', '原因选错了', "I'd like to change the reason", 'can I change the reason?', 'change my address'])
      expect(interpretMessage(change, confirm, 'confirm'), change).toEqual({ type: 'answer', answer: { action: 'reject', reason: change } });
    expect(interpretMessage('can I track it after I submit?', confirm, 'confirm')).toEqual({ type: 'question' });
  });
  it('reads skip and photo links on an upload', () => {
    const upload = { kind: 'upload' as const };
    expect(interpretMessage('跳过', upload, 'photos')).toEqual({ type: 'answer', answer: { action: 'skip' } });
    expect(interpretMessage('https://img.example/a.jpg https://img.example/b.jpg', upload, 'photos')).toEqual({
      type: 'answer',
      answer: { action: 'upload', files: [{ url: 'https://img.example/a.jpg' }, { url: 'https://img.example/b.jpg' }] },
    });
  });
  it('keeps the words around photo links, and leaves the closing punctuation out of the link', () => {
    const upload = { kind: 'upload' as const };
    expect(interpretMessage('屏幕有亮点，照片：https://img.example/a.jpg。', upload, 'photos')).toEqual({
      type: 'answer',
      answer: { action: 'upload', files: [{ url: 'https://img.example/a.jpg' }], typed: '屏幕有亮点，照片' },
    });
    expect(interpretMessage('the seam split (see https://img.example/b.jpg).', upload, 'photos')).toEqual({
      type: 'answer',
      answer: { action: 'upload', files: [{ url: 'https://img.example/b.jpg' }], typed: 'the seam split (see' },
    });
  });
  it('pulls form fields out of a sentence', () => {
    const guest = {
      kind: 'form' as const,
      fields: [
        { name: 'orderId', label: '订单号', type: 'text' as const },
        { name: 'phoneLast4', label: '手机号后四位', type: 'tel' as const },
      ],
    };
    expect(interpretMessage('订单号 kf10010001，手机尾号 5678', guest, 'identify_order')).toEqual({
      type: 'answer',
      answer: { action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '5678' } },
    });
  });
  it('where to send an invoice is not its title: the personal title the form filled in stays', () => {
    const personal = {
      kind: 'form' as const,
      fields: [
        { name: 'title', label: '发票抬头', type: 'text' as const, defaultValue: '个人' },
        { name: 'email', label: '接收邮箱（可不填）', type: 'email' as const },
      ],
    };
    expect(interpretMessage('发到我邮箱 abc@example.com', personal, 'title')).toEqual({
      type: 'answer',
      answer: { action: 'submit', values: { email: 'abc@example.com', title: '个人' } },
    });
    expect(interpretMessage('send it to my email a@b.com', personal, 'title')).toEqual({
      type: 'answer',
      answer: { action: 'submit', values: { email: 'a@b.com', title: '个人' } },
    });
    expect(interpretMessage('抬头 上海某某科技有限公司 发到 a@b.cn', personal, 'title')).toEqual({
      type: 'answer',
      answer: { action: 'submit', values: { email: 'a@b.cn', title: '上海某某科技有限公司' } },
    });
  });
  it('spots questions in both languages', () => {
    expect(looksLikeQuestion('X9 多少钱')).toBe(true);
    expect(looksLikeQuestion('How long does a refund take')).toBe(true);
    expect(looksLikeQuestion('屏幕碎了')).toBe(false);
    // Asked without a question mark, at a form that would take them as its values.
    expect(looksLikeQuestion('运费谁出')).toBe(true);
    expect(looksLikeQuestion('要多久能退款')).toBe(true);
    expect(looksLikeQuestion('张三')).toBe(false);
  });
});

describe('asking for a human at a prompt', () => {
  it.each([
    ['转人工', 'requested'],
    ['可以转人工吗？', 'requested'],
    ['I want to talk to a human', 'requested'],
    ['这什么垃圾服务，我要投诉！', 'angry'],
    ['this is ridiculous', 'angry'],
  ] as const)('%s hands off (%s) before it is read as an answer', (message, reason) => {
    expect(handoffRequest(message)).toBe(reason);
    expect(interpretMessage(message, choice, 'reason')).toEqual({ type: 'handoff', reason });
  });
  it.each(['取消!!!', '确认！！！', 'KF10010001', '屏幕偶尔闪烁', '上海某某人工智能有限公司', '换屏人工费多少'])('%s does not', (message) => {
    expect(handoffRequest(message)).toBeUndefined();
  });
});

describe('choices with synonyms', () => {
  const invoice = {
    kind: 'choice' as const,
    options: [
      { value: 'personal', label: '个人普票' },
      { value: 'company', label: '企业普票' },
      { value: 'special', label: '企业专票' },
    ],
    synonyms: { personal: ['Personal invoice', '个人'], company: ['Company invoice'], special: ['Special VAT invoice', '专票', '增值税专用发票'] },
  };
  it.each(['专票', '要专票', '增值税专用发票', '我要开企业专票', 'Special VAT invoice', 'special'])('%s is 企业专票', (message) => {
    expect(interpretMessage(message, invoice, 'invoice_type')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'special' } });
  });
  it('does not guess between two equally named options', () => {
    expect(interpretMessage('普票', invoice, 'invoice_type')).toEqual({ type: 'answer', answer: { action: 'answer', value: '普票' } });
  });
});

describe('orders offered by what they hold', () => {
  const orders = {
    kind: 'choice' as const,
    options: [
      { value: 'SO1001', label: 'SO1001 · Linen Shirt (Sand / M) × 1' },
      { value: 'SO1002', label: 'SO1002 · Moon Necklace × 2' },
    ],
    productWords: { SO1001: ['Linen Shirt', 'Shirts', '衬衫'], SO1002: ['Moon Necklace', 'Necklaces', '项链'] },
  };
  // The words ride along: they name the item of the order too.
  const picks = (value: string, typed: string) => ({ type: 'answer', answer: { action: 'answer', value, typed } });
  it.each(['衬衫那个', 'the shirts one', 'linen shirt'])('"%s" picks the order holding it', (message) => {
    expect(interpretMessage(message, orders, 'identify_order')).toEqual(picks('SO1001', message));
  });
  it.each(['那项链那个能取消吗', 'what about the necklaces one?'])('"%s", a question pointing at one, picks it', (message) => {
    expect(interpretMessage(message, orders, 'identify_order')).toEqual(picks('SO1002', message));
  });
  it('a question naming a product without pointing at an order is answered aside', () => {
    expect(interpretMessage('Moon Necklace 多少钱', orders, 'identify_order')).toEqual({ type: 'question' });
  });
});

describe('another workflow asked for at a prompt', () => {
  const returnReason = { ...choice, workflow: { name: 'return' as const } };
  it.each([
    ['我要换货', 'exchange', false],
    ['算了，我要开发票', 'invoice', true],
    ['never mind, I need an invoice', 'invoice', true],
    ['actually I want to exchange it', 'exchange', false],
    ['不退了，帮我修一下 KF10010001', 'repair', true],
  ] as const)('"%s" switches to %s (cancel: %s)', (message, name, cancel) => {
    expect(interpretMessage(message, returnReason, 'reason')).toMatchObject({ type: 'switch', to: { name }, cancel });
  });
  it('keeps the order a switch names', () => {
    expect(interpretMessage('不退了，帮我修一下 KF10010001', returnReason, 'reason')).toMatchObject({ to: { name: 'repair', orderId: 'KF10010001' } });
  });
  it.each(['屏幕坏了', '我要退货', '质量问题'])('"%s" at a return prompt is not a switch', (message) => {
    expect(interpretMessage(message, returnReason, 'reason').type).not.toBe('switch');
  });
  it('reads "好" / "继续退货" / "开发票" at the switch question as its options', () => {
    const question = {
      kind: 'choice' as const,
      workflow: { name: 'return' as const },
      switching: { name: 'invoice' as const },
      options: [
        { value: 'switch', label: '放弃退货，改为开发票' },
        { value: 'stay', label: '继续退货' },
      ],
    };
    expect(interpretMessage('好', question, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'switch' } });
    expect(interpretMessage('开发票', question, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'switch' } });
    expect(interpretMessage('继续退货', question, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'stay' } });
    expect(interpretMessage('还是退货吧', question, 'reason')).toEqual({ type: 'answer', answer: { action: 'answer', value: 'stay' } });
  });
});

describe('asksWhy', () => {
  it('reads "why not?" and its kin, in both languages', () => {
    for (const text of [
      'why not?',
      'Why?',
      "why can't I?",
      'how come',
      'but why not',
      '为什么不行',
      '为啥不能取消',
      '为什么',
      '怎么就不行了',
      '凭什么不能取消？',
    ])
      expect(asksWhy(text), text).toBe(true);
  });
  it('leaves questions that ask something else', () => {
    for (const text of [
      '怎么退货',
      '为什么我的订单还没发货，什么时候能到，能不能帮我催一下',
      'why is the X9 so expensive compared to the Pad 3 today?',
      'when will it ship?',
    ])
      expect(asksWhy(text), text).toBe(false);
  });
  it('is a "why" verdict only where the prompt knows why; elsewhere "为啥不能取消" stays what it was', () => {
    expect(interpretMessage('why not?', { ...choice, why: 'Because it has shipped.' }, 'offer_human')).toEqual({ type: 'why' });
    expect(interpretMessage('why not?', choice, 'reason')).toEqual({ type: 'question' });
  });
});
