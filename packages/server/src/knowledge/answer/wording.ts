import type { Locale } from '@kefu/protocol';

/** The fixed sentences of knowledge answers, per language. */
export const WORDING: Record<Locale, { excerptsIntro: string; priceNotice: string; sourcesHeading: string }> = {
  'zh-CN': {
    excerptsIntro: '以下内容摘自帮助文章，供您参考：',
    priceNotice: '价格和库存以商品页或实时查询为准。',
    sourcesHeading: '参考资料',
  },
  en: {
    excerptsIntro: 'Here is what our help articles say:',
    priceNotice: 'For prices and stock, please check the product page or ask me for a live quote.',
    sourcesHeading: 'Sources',
  },
};
