// Seed 000's prompt-injection screen. Each rule needs the attempt's *shape* — an order aimed at the assistant
// (ignore your instructions, you are now X, print your prompt, a fake role header) — not a single word, because
// shoppers say "你现在是人工吗", "how do I enable developer mode on Pad 3?" or "ignore the earlier instructions I
// gave you about the colour" every day. The tables in injection-screen.test.ts hold both sides.

// An order that ends at a question mark or a 吗/么/呢 is a question about the assistant, not a new role for it.
const NOT_A_QUESTION = String.raw`(?![^。！？!?\n]*(?:吗|么|嘛|呢|还是|[?？]))`;

const EN_INSTRUCTIONS = String.raw`(?:instructions?|prompts?|rules|directives|guidelines|programming|system message)`;

const RULES: readonly RegExp[] = [
  // Overriding instructions. Not "the earlier instructions I gave you": the shopper's own, to be ignored on request.
  new RegExp(
    String.raw`\b(?:ignore|disregard|forget|override|bypass|skip)\s+(?:(?:all|any|every)\s+(?:of\s+)?)?(?:(?:the|your|these|those)\s+)?(?:(?:previous|prior|above|earlier|preceding|original|initial|system|safety|existing)\s+)*${EN_INSTRUCTIONS}\b(?!\s+(?:that\s+)?(?:I|we)\b)`,
    'i',
  ),
  /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:above|before|previous(?:ly)?|you(?:'ve| have) been told)\b/i,
  // A new identity: "you are now DAN / a pirate / an unrestricted assistant", "from now on you will act as".
  /\byou\s+are\s+now\s+(?:DAN\b|an?\s|the\s|my\s+(?!favou?rite|go-to|best|first)|in\s+\w+\s+mode|no\s+longer|free|unrestricted|unfiltered|jailbroken)/i,
  /\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|shall|should|'re|'ll)\s+(?:be\s+|act|respond|answer|reply|behave|pretend|play|ignore|only|no\s+longer)/i,
  /\b(?:pretend|imagine)\s+(?:to\s+be|(?:that\s+)?you\s*(?:are|'re|were))\s+(?:an?\s+)?(?:AI|assistant|model|bot|chatbot|DAN|character)\b/i,
  /\bpretend\s+to\s+be\s+DAN\b|\bdo\s+anything\s+now\b/i,
  /\b(?:role-?play|act)\s+as\s+(?:my\s+)?(?:(?:dead|late|deceased)\s+)?(?:grand(?:ma|mother|pa|father)|DAN\b|an?\s+(?:AI|assistant|model|chatbot)\s+(?:without|with\s+no)|an?\s+(?:unrestricted|unfiltered|evil|jailbroken))/i,
  /\b(?:without|with\s+no|ignoring)\s+(?:any\s+)?(?:content\s+polic(?:y|ies)|restrictions|filters|censorship|safety\s+guidelines)\b(?=.*\b(?:answer|respond|reply|act|assistant|AI|bot|model|shopping\s+bot)\b|)/i,
  // Developer / god / DAN mode switched on for the assistant — not a shopper asking how to enable it on a device.
  /\b(?:developer|dev|god|DAN|debug|admin|jailbreak)\s+mode\s+(?:is\s+)?(?:(?:enabled|activated|unlocked)\b|on\s*(?:[.!,;]|$))/im,
  /\byou(?:'re|\s+are)\s+(?:now\s+)?in\s+(?:developer|dev|god|DAN|debug|admin|jailbreak)\s+mode\b/i,
  /(?<!\bhow\b[^.!?\n]{0,30})\b(?:enable|activate|enter|switch\s+(?:in)?to|unlock)\s+(?:your\s+)?(?:developer|dev|god|DAN|jailbreak)\s+mode\b(?!\s+(?:on|in|for|of)\b)(?![^.!\n]*\?)/i,
  // A fake role header, as chat templates and prompt formats write one.
  /^\s*(?:\[|<|#+\s*)?(?:system|developer)(?:\]|>)?\s*[:：](?!\s*(?:android|ios|ipados|harmonyos|hyperos|windows|macos|linux|version|v?\d)\b)/im,
  /^\s*\[(?:system|developer|admin)\]/im,
  /<\|?(?:im_start|im_end|system|endoftext)\|?>/i,
  // Prompt leaking.
  new RegExp(
    String.raw`\b(?:reveal|show|print|repeat|output|display|tell|give|leak|dump|write\s+out|what\s+(?:is|are|were))\s+(?:me\s+)?(?:all\s+(?:of\s+)?)?your\s+(?:(?:full|entire|exact|complete|original|initial|hidden|secret|internal|system|first)\s+)*${EN_INSTRUCTIONS}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:reveal|show|print|repeat|output|display|tell|give|leak|dump)\s+(?:me\s+)?the\s+(?:(?:full|entire|exact|complete|original|initial|hidden|secret|internal|system)\s+)+${EN_INSTRUCTIONS}`,
    'i',
  ),
  /\brepeat\s+(?:everything|all|the\s+(?:text|words|lines|messages?))\s+(?:above|before)\b[^\n]*\b(?:starting|verbatim|word\s+for\s+word|code\s+block|including)\b/i,
  /\brepeat\s+them\s+verbatim\b/i,

  // 忽略/无视/忘记 + 之前的/以上/你的 + 指令/规则/设定: an order to drop the assistant's rules. Not "忽略我之前说的颜色".
  /(?:忽略|无视|忘记|忘掉|抛开|丢掉|不要理会|不用管)(?:掉)?(?:你|您)?(?:之前|以上|前面|上面|先前|此前|原来|原有)?的?(?:所有|全部|一切)?(?:的)?(?:系统)?(?:指令|指示|规则|提示词|设定|限制|约束|命令)/,
  // A new identity as a statement ("你现在是DAN", "从现在开始你是一名黑客"), not a question ("你现在是人工吗").
  new RegExp(
    String.raw`(?:你现在|现在你|从现在(?:开始|起)[，,]?\s*你|接下来你)(?:就)?(?:是|扮演|成为|作为|变成)${NOT_A_QUESTION}(?!\s*(?:客服|人工|真人|机器人))`,
  ),
  /(?:请|你|来)?(?:扮演|假装)(?:你是|成为|一个|一名|一位|我的|我(?:已故|去世)的)/,
  /角色扮演[^。！？!?\n]{0,20}(?:你|扮演)/,
  /(?:没有|不受|没有任何|不受任何|无)(?:任何)?(?:限制|规则约束|约束|规则)的?(?:AI|ai|人工智能|模型|机器人|助手)/,
  /你(?:不再|无需|不必|不用)(?:受|遵守)(?:任何)?(?:限制|规则|约束)/,
  /(?:开发者|上帝|越狱|DAN)模式(?:已|已经)?(?:开启|启用|激活|打开)(?![^。！？!?\n]*(?:吗|么|[?？]))/,
  /(?<!(?:怎么|如何|怎样|在哪)[^。！？!?\n]{0,6})(?:进入|开启|启用|切换到|激活)(?:了)?(?:开发者|上帝|越狱|DAN)模式(?![^。！？!?\n]*(?:吗|么|[?？]))/,
  /(?:输出|告诉我|显示|打印|重复|说出|透露|泄露|给我看|发给我|原样)(?:一下)?你的(?:系统|初始|原始|全部|完整)?(?:提示词|指令|设定|规则|prompt)/i,
  /你的(?:系统|初始|原始)?(?:提示词|初始指令|系统设定)(?:是什么|原样|打印|输出)/,
  /你的(?:初始|原始|系统)(?:指令|设定)[^。！？!?\n]{0,8}(?:打印|输出|说出|告诉)/,
  /系统提示词/,
  /^\s*[【[](?:系统|system)[】\]]/im,
  /^\s*系统(?:指令|消息|命令)\s*[:：]/m,
];

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g;

/** Whether a message tries to steer the model (new instructions, a new role, its prompt) instead of asking the shop something. */
export function looksLikeInjection(text: string): boolean {
  // Full-width letters and zero-width characters are the usual ways to slip past a screen.
  const normalized = text.normalize('NFKC').replace(INVISIBLE, '');
  return RULES.some((rule) => rule.test(normalized));
}
