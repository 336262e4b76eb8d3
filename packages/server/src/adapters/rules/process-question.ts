// Seed 000 routes 退货 to the workflow, but "七天无理由退货怎么算" asks how the rule works: that is a policy
// question for the knowledge base. The difference is the shopper's wish to act, not the topic word.
// Yes/no questions ("能退货吗", "can I return it") stay with the workflow, which checks eligibility.

const ASKS_ABOUT = [
  '怎么算', '怎么开', '怎么收费', '怎么计算', '谁承担', '谁出', '谁付', '多久', '几天', '规则', '政策', '条件', '要求', '需要什么', '需要哪些', '要什么', '是什么', '什么是', '有哪些', '流程',
];
const ASKS_ABOUT_EN = /\b(how (does|do|is|are|long|much)|what (is|are|do|does)|what's|who pays|which|rules?|polic(y|ies)|requirements?)\b/i;

const WANTS_TO_ACT = ['我要', '我想', '想要', '帮我', '给我', '麻烦', '办理', '申请', '要退', '要换', '要修', '要开', '开一张', '开个'];
const WANTS_TO_ACT_EN = /\b(i want|i'd like|i would like|i need to|i wanna|please|help me|start|open a|let me|i'm returning)\b/i;

/** Whether a clause asks how a return / repair / invoice works rather than asking to start one. */
export function asksAboutProcess(clause: string): boolean {
  const asks = ASKS_ABOUT.some((cue) => clause.includes(cue)) || ASKS_ABOUT_EN.test(clause);
  const acts = WANTS_TO_ACT.some((cue) => clause.includes(cue)) || WANTS_TO_ACT_EN.test(clause);
  return asks && !acts;
}
