// What a question asks for, as the kind of fact that answers it (issue 21 item 3): "几天之内可以退" wants a
// duration, "运费多少钱" a cost, "is the battery covered" whether something is covered. An article can state each
// as one line in its front matter (`facts:`); otherwise the answer leads with the article's sentence that states one.

/** The kinds of fact an article can state up front, by what the question asks. */
export const FACT_FOCUSES = ['duration', 'cost', 'coverage', 'time'] as const;

/** One kind of fact a question asks for. */
export type FactFocus = (typeof FACT_FOCUSES)[number];

// The first that matches wins: "保修多久" asks how long, though it names the warranty.
const ASKS: ReadonlyArray<[FactFocus, RegExp]> = [
  ['time', /几点|什么时间|营业时间|服务时间|上班时间|what time|opening hours|when (?:are|is) (?:you|it|customer service) (?:open|available)/i],
  [
    'duration',
    /多久|多长时间|多少天|几天|几个月|多长|期限|时效|什么时候到|how long|how soon|how fast|how many (?:days|hours|months)|how quickly|within how|how much time|time limit|deadline|too late/i,
  ],
  ['cost', /多少钱|运费|邮费|费用|收费|要钱|付钱|免费|包邮|谁出|谁承担|how much|\bcosts?\b|\bfees?\b|\bcharges?\b|\bfree\b|who pays/i],
  ['coverage', /保修吗|保不保|在保|能保|包括|覆盖|管不管|covered|\bcover\b|under warranty|included|guarantee/i],
];

// Sentences that state each kind of fact, for an article that did not write one up front.
const STATES: Record<FactFocus, RegExp> = {
  // "leave … the same day; later orders leave the next business day", "当天发出": a duration said in words.
  duration:
    /\d+\s*(?:[-–~至到]\s*\d+\s*)?(?:个?工作日|天|日|个月|年|小时|分钟|(?:working |business )?days?|months?|years?|hours?|minutes?)|当天|当日|次日|\b(?:the )?same day\b|\bnext (?:business |working )?day\b/i,
  cost: /\d+\s*元|¥|￥|包邮|免费|运费|\bfree\b|\byuan\b|\bCNY\b|\bpays?\b|\bcharged?\b/i,
  coverage: /保修|质保|三包|不在.{0,6}范围|不保|covered|warranty|not covered|excluded/i,
  time: /\d{1,2}[:：]\d{2}|\d{1,2}\s*点|24\s*小时|\bam\b|\bpm\b|24\/7/i,
};

/** The kind of fact a question asks for, if it asks for one. */
export function factFocusOf(question: string): FactFocus | undefined {
  return ASKS.find(([, pattern]) => pattern.test(question))?.[0];
}

/** Whether a sentence states the kind of fact asked for. */
export function statesFact(focus: FactFocus, sentence: string): boolean {
  return STATES[focus].test(sentence);
}
