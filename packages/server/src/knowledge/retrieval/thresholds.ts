/** Retrieval limits and relevance thresholds (coverage = share of the question's topic words a passage contains). */
export const RETRIEVAL = {
  /** Seed 001: search → evaluate → rewrite at most this many times in all. */
  maxLoops: 3,
  /** Hits asked of the index per search (seed 000's RAGAgent recalls K = 10). */
  topK: 10,
  /**
   * A passage below this coverage is not about the question. Shoppers wrap the topic in context ("昨天刚收到的平板
   * 不想要了能退不"): a third of the topic words is enough to be read, while one word of four ("喜欢" in "你们老板喜欢
   * 什么颜色的猫") is not.
   */
  relevantCoverage: 0.3,
  /** A best passage at or above this coverage ends the loop. */
  sufficientCoverage: 0.75,
  /**
   * An article below this relevance (see `articleRelevance`) is not an answer, whatever its coverage:
   * "礼品包装怎么选" meets "包装" in the returns rules, but nothing in the base is about gift wrapping.
   */
  answerableRelevance: 0.25,
  /** Articles an answer cites. */
  maxArticles: 3,
} as const;
