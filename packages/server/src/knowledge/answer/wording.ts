import type { Locale } from '@kefu/protocol';

/** The fixed sentences of knowledge answers, per language. */
export const WORDING: Record<Locale, { excerptIntro: (title: string) => string; moreInArticle: string; priceNotice: string }> = {
  'zh-CN': {
    excerptIntro: (title) => `根据帮助文章《${title}》：`,
    moreInArticle: '……（完整内容见下方文章）',
    priceNotice: '价格和库存以商品页或实时查询为准。',
  },
  en: {
    excerptIntro: (title) => `From our help article “${title}”:`,
    moreInArticle: '… (more in the article below)',
    priceNotice: 'For prices and stock, please check the product page or ask me for a live quote.',
  },
};
