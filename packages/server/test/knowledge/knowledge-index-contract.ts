import { describe, expect, it } from 'vitest';
import type { KnowledgeChunk, KnowledgeIndex } from '../../src/ports/knowledge-index.js';
import { parseMarkdownDocument, toChunks } from '../../src/knowledge/index.js';

/** One article as chunks, from a few fields. */
export function article(fields: {
  id: string;
  title: string;
  body: string;
  locale?: 'zh-CN' | 'en';
  shop?: string;
  inheritKey?: string;
  allowChildOverride?: boolean;
}): KnowledgeChunk[] {
  const front = [
    `id: ${fields.id}`,
    `title: ${fields.title}`,
    `locale: ${fields.locale ?? 'zh-CN'}`,
    ...(fields.shop ? [`shop: ${fields.shop}`] : []),
    ...(fields.inheritKey ? [`inherit_key: ${fields.inheritKey}`] : []),
    ...(fields.allowChildOverride !== undefined ? [`allow_child_override: ${fields.allowChildOverride}`] : []),
  ];
  return toChunks(parseMarkdownDocument(`---\n${front.join('\n')}\n---\n${fields.body}\n`, `${fields.id}.md`));
}

const ids = (hits: Array<{ chunk: KnowledgeChunk }>) => [...new Set(hits.map((hit) => `${hit.chunk.shop ?? 'parent'}/${hit.chunk.docId}`))];

const PARENT_RETURNS = article({
  id: 'returns',
  title: '七天无理由退货',
  body: '签收后 7 天内商品完好可以无理由退货。',
  inheritKey: 'policy:return',
  allowChildOverride: true,
});
const SHOP_A_RETURNS = article({
  id: 'returns-a',
  title: '本店十五天无理由退货',
  body: '签收后 15 天内商品完好可以无理由退货。',
  shop: 'shop-a',
  inheritKey: 'policy:return',
});
const PARENT_SAFETY = article({ id: 'safety', title: '安全须知', body: '充电时请远离易燃物品，退货前请关闭查找设备。', inheritKey: 'policy:safety' });
const SHOP_A_SAFETY = article({
  id: 'safety-a',
  title: '本店安全补充',
  body: '本店门店充电区域请勿吸烟，退货时请出示订单。',
  shop: 'shop-a',
  inheritKey: 'policy:safety',
});
const SHOP_B_SECRET = article({ id: 'secret-b', title: 'B 店内部退货话术', body: 'B 店会员退货享受上门取件。', shop: 'shop-b' });
const INVOICE_EN = article({ id: 'invoice-en', title: 'Invoices', body: 'Company invoices need the tax ID. Invoices are sent by e-mail.', locale: 'en' });
const INVOICE_ZH = article({ id: 'invoice-zh', title: '发票说明', body: '企业专票需要提供税号，电子发票发送到邮箱。' });

/**
 * The behaviour every knowledge index must have: Meilisearch and the embedded index pass the same
 * suite. `create` returns an empty index.
 */
export function knowledgeIndexContract(name: string, create: () => Promise<KnowledgeIndex>): void {
  describe(`${name} (knowledge index contract)`, () => {
    it('finds Chinese and English articles and ranks the better match first', async () => {
      const index = await create();
      await index.put([...PARENT_RETURNS, ...INVOICE_EN, ...INVOICE_ZH, ...PARENT_SAFETY]);
      expect(ids(await index.search({ text: '退货' }))[0]).toBe('parent/returns');
      expect(ids(await index.search({ text: '发票 税号' }))[0]).toBe('parent/invoice-zh');
      expect(ids(await index.search({ text: 'invoice tax' }))).toEqual(['parent/invoice-en']);
      expect(await index.search({ text: 'zebra crossing' })).toEqual([]);
    });

    it('finds what a question is about, not its question words', async () => {
      const index = await create();
      const howTo = article({
        id: 'how-to-return',
        title: 'How to request a return',
        body: 'How long does it take? How do I start? Open My orders and choose After-sales.',
        locale: 'en',
      });
      const warranty = article({ id: 'warranty', title: 'Warranty policy', body: 'Phones are covered for 12 months.', locale: 'en' });
      const howToZh = article({ id: 'zh-how', title: '怎么办理售后', body: '怎么申请？多久处理？在我的订单中申请售后。' });
      const warrantyZh = article({ id: 'zh-warranty', title: '保修政策', body: '手机保修 12 个月。' });
      await index.put([...howTo, ...warranty, ...howToZh, ...warrantyZh]);
      expect(ids(await index.search({ text: 'How long is the warranty?', locale: 'en' }))).toEqual(['parent/warranty']);
      expect(ids(await index.search({ text: '保修多久', locale: 'zh-CN' }))[0]).toBe('parent/zh-warranty');
    });

    it('filters by locale', async () => {
      const index = await create();
      await index.put([...INVOICE_EN, ...INVOICE_ZH]);
      expect(ids(await index.search({ text: 'invoice', locale: 'en' }))).toEqual(['parent/invoice-en']);
      expect(await index.search({ text: 'invoice', locale: 'zh-CN' })).toEqual([]);
      expect(ids(await index.search({ text: '发票', locale: 'zh-CN' }))).toEqual(['parent/invoice-zh']);
      expect(await index.search({ text: '发票', locale: 'en' })).toEqual([]);
    });

    it('keeps re-imports idempotent: the same chunks twice are stored once', async () => {
      const index = await create();
      await index.put([...PARENT_RETURNS, ...INVOICE_ZH]);
      await index.put([...PARENT_RETURNS, ...INVOICE_ZH]);
      expect(await index.count()).toBe(PARENT_RETURNS.length + INVOICE_ZH.length);
      expect(await index.search({ text: '退货' })).toHaveLength(1);
    });

    it('replaces an article re-imported with fewer chunks, leaving none of the old ones', async () => {
      const index = await create();
      const long = article({
        id: 'guide',
        title: '长文',
        body: Array.from({ length: 30 }, (_, i) => `- 第 ${i + 1} 步：打开设置找到旧版选项，然后确认保存。`).join('\n'),
      });
      expect(long.length).toBeGreaterThan(1);
      await index.put(long);
      const short = article({ id: 'guide', title: '长文', body: '新版：一步完成设置。' });
      await index.put(short);
      expect(await index.count()).toBe(1);
      expect(await index.search({ text: '旧版' })).toEqual([]);
      expect(ids(await index.search({ text: '新版' }))).toEqual(['parent/guide']);
    });

    it('removes every chunk of a deleted article', async () => {
      const index = await create();
      await index.put([...PARENT_RETURNS, ...INVOICE_ZH]);
      await index.remove([PARENT_RETURNS[0]!.docKey]);
      expect(await index.search({ text: '退货' })).toEqual([]);
      expect(await index.count()).toBe(INVOICE_ZH.length);
    });

    it('shows parent articles to every shop and a shop its own articles only (no leakage)', async () => {
      const index = await create();
      await index.put([...PARENT_SAFETY, ...SHOP_B_SECRET, ...INVOICE_ZH]);
      expect(ids(await index.search({ text: '退货', shop: 'shop-b' })).sort()).toEqual(['parent/safety', 'shop-b/secret-b']);
      expect(ids(await index.search({ text: '退货', shop: 'shop-a' }))).toEqual(['parent/safety']);
      // Without a shop, no child article is visible at all (seed 003's _doc_visible_for_shop).
      expect(ids(await index.search({ text: '退货' }))).toEqual(['parent/safety']);
    });

    it('hides a parent when it allows override and the shop has a child with the same inherit_key', async () => {
      const index = await create();
      await index.put([...PARENT_RETURNS, ...SHOP_A_RETURNS]);
      expect(ids(await index.search({ text: '无理由退货', shop: 'shop-a' }))).toEqual(['shop-a/returns-a']);
      // Another shop without a child keeps the parent.
      expect(ids(await index.search({ text: '无理由退货', shop: 'shop-b' }))).toEqual(['parent/returns']);
    });

    it('keeps a parent that does not allow override (the default), even when keys match', async () => {
      const index = await create();
      await index.put([...PARENT_SAFETY, ...SHOP_A_SAFETY]);
      expect(ids(await index.search({ text: '退货', shop: 'shop-a' })).sort()).toEqual(['parent/safety', 'shop-a/safety-a']);
    });

    it('hides the parent by the shop pool, even when the child itself does not match the query', async () => {
      const index = await create();
      const child = article({ id: 'returns-a', title: '售后补充', body: '门店营业时间内办理。', shop: 'shop-a', inheritKey: 'policy:return' });
      await index.put([...PARENT_RETURNS, ...child]);
      expect(await index.search({ text: '七天无理由', shop: 'shop-a' })).toEqual([]);
      expect(ids(await index.search({ text: '七天无理由', shop: 'shop-c' }))).toEqual(['parent/returns']);
    });

    it('does not let a child with another key hide a parent', async () => {
      const index = await create();
      const other = article({ id: 'goods-a', title: '商品补充', body: '本店赠送保护壳，退货需一并退回。', shop: 'shop-a', inheritKey: 'goods:111' });
      await index.put([...PARENT_RETURNS, ...other]);
      expect(ids(await index.search({ text: '退货', shop: 'shop-a' }))).toContain('parent/returns');
    });

    it('respects the limit', async () => {
      const index = await create();
      const many = Array.from({ length: 6 }, (_, i) => article({ id: `faq-${i}`, title: `退货问题 ${i}`, body: `第 ${i} 个关于退货的问题。` })).flat();
      await index.put(many);
      expect(await index.search({ text: '退货', limit: 3 })).toHaveLength(3);
    });

    it('still fills the limit when many better-ranked parents are overridden by the shop', async () => {
      const index = await create();
      const overridden = Array.from({ length: 8 }, (_, i) =>
        article({ id: `rule-${i}`, title: `退货规则 ${i}`, body: `退货规则第 ${i} 版：退货要求。`, inheritKey: `policy:${i}`, allowChildOverride: true }),
      ).flat();
      const children = Array.from({ length: 8 }, (_, i) =>
        article({ id: `own-${i}`, title: `本店规定 ${i}`, body: '门店营业时间内办理。', shop: 'shop-a', inheritKey: `policy:${i}` }),
      ).flat();
      const others = Array.from({ length: 4 }, (_, i) =>
        article({ id: `note-${i}`, title: `其他说明 ${i}`, body: `第 ${i} 条：购买配件后如需退货，请联系客服。` }),
      ).flat();
      await index.put([...overridden, ...children, ...others]);
      expect(ids(await index.search({ text: '退货', shop: 'shop-b', limit: 3 }))).toHaveLength(3);
      expect(ids(await index.search({ text: '退货', shop: 'shop-b', limit: 3 })).every((id) => id.startsWith('parent/rule-'))).toBe(true);
      const forShopA = ids(await index.search({ text: '退货', shop: 'shop-a', limit: 3 }));
      expect(forShopA).toHaveLength(3);
      expect(forShopA.every((id) => id.startsWith('parent/note-'))).toBe(true);
    });

    it('reports itself healthy', async () => {
      const index = await create();
      expect(await index.healthy()).toBe(true);
    });
  });
}
