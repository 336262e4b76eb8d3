/**
 * "X9有哪些版本", "what versions does the X9 come in?", "which variants are there?": every option the product is sold in,
 * asked as a whole, not one group of them.
 */
export const ASKS_VERSIONS =
  /(?:哪些|哪几(?:个|种|款)?|几(?:个|种|款)|什么|啥)版本|版本(?:有)?(?:哪些|几个|几种)|\b(?:what|which|how many) (?:versions?|variants?|configurations?)\b|\b(?:versions?|variants?|configurations?) (?:does|do|is|are|of)\b/i;
