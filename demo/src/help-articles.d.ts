/** The knowledge base's help articles, without their bodies (see vite-plugin-help-articles.ts). */
declare module 'virtual:help-index' {
  export const articles: ReadonlyArray<{ id: string; title: string; locale: 'zh-CN' | 'en'; url: string }>;
}

/** The help articles' Markdown bodies, by site path. */
declare module 'virtual:help-bodies' {
  export const bodies: Readonly<Record<string, string>>;
}
