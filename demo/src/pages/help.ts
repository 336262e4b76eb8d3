import '../styles.css';
import { h, mount } from '../lib/dom.js';
import { shopLocale, t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { renderShell } from '../lib/shell.js';

const TOPICS: Array<{ icon: string; zh: string; en: string; questions: Array<[string, string]> }> = [
  { icon: '↩', zh: '退换货', en: 'Returns', questions: [['七天无理由退货怎么算？', 'How does the 7-day no-reason return work?'], ['退货运费谁承担？', 'Who pays return shipping?']] },
  { icon: '🧾', zh: '发票', en: 'Invoices', questions: [['发票怎么开？', 'How do I get an invoice?'], ['企业专票需要什么信息？', 'What do I need for a VAT special invoice?']] },
  { icon: '🛠', zh: '保修与维修', en: 'Warranty & repair', questions: [['手机保修多久？', 'How long is the phone warranty?'], ['寄修流程是什么？', 'How does mail-in repair work?']] },
  { icon: '🚚', zh: '配送与物流', en: 'Shipping', questions: [['多久能发货？', 'How soon do you ship?'], ['可以改收货地址吗？', 'Can I change my delivery address?']] },
  { icon: '🏷', zh: '国家补贴', en: 'National subsidy', questions: [['国补怎么领？', 'How do I get the national subsidy?'], ['哪些商品能用国补？', 'Which products qualify for the subsidy?']] },
  { icon: '💳', zh: '账户与支付', en: 'Account & payment', questions: [['支持哪些支付方式？', 'Which payment methods do you accept?'], ['怎么修改绑定手机号？', 'How do I change my phone number?']] },
];

renderShell('help');
const en = shopLocale() === 'en';
mount(
  'help',
  h('h1', {}, t('helpTitle')),
  h('p', { class: 'muted' }, t('helpText')),
  h(
    'div',
    { class: 'help-grid' },
    ...TOPICS.map((topic) =>
      h(
        'section',
        { class: 'card help-topic' },
        h('h2', {}, h('span', { class: 'help-icon', 'aria-hidden': 'true' }, topic.icon), en ? topic.en : topic.zh),
        h('ul', {}, ...topic.questions.map(([zh, english]) => h('li', {}, h('button', { type: 'button', class: 'link', onclick: () => askKefu(en ? english : zh, undefined) }, en ? english : zh)))),
      ),
    ),
  ),
);
