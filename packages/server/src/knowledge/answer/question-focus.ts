import { asksDispatch, DISPATCH_TERMS } from '../../adapters/rules/dispatch-words.js';
import { asksWaysToPay } from '../../adapters/rules/payment-words.js';
import { termsCoverage } from '../text/coverage.js';
import { queryTerms } from '../text/tokenize.js';

/** What the part of an article quoted for a question should contain. */
export interface QuestionFocus {
  /** The question's topic words that pick out a part of the article. */
  terms: string[];
  /** Whether `terms` pick out a part: false when they are only the article's topic (its title's words). */
  specific: boolean;
  /** The question asks how long or when ("多久", "how long"): a part that states a duration answers it. */
  duration: boolean;
  /** The question asks how to do something ("怎么", "how do I"): a list of steps answers it. */
  steps: boolean;
  /** The question asks what time ("几点", "what time"): a part that states a clock time answers it. */
  time: boolean;
  /** The question asks which ways to pay are accepted: a part listing the ways a shop accepts answers it. */
  paying: boolean;
}

const ASKS_DURATION =
  /多久|多长时间|多少天|几天|几个月|什么时候|何时|how long|how soon|how fast|how quickly|how many (?:days|hours|months)|how much time|time limit|deadline|too late|when (?:will|do|does|can)/i;
const ASKS_TIME = /几点|什么时间|营业时间|服务时间|what time|opening hours|when (?:are|is) (?:you|it) open/i;
const ASKS_STEPS = /怎么|怎样|如何|步骤|流程|办理|how (?:do|can|to|should)|steps?\b/i;

/**
 * The focus of a question within one article. Words the article's title already contains are its
 * topic, true of every part of it ("退货" in the return rules): they are left out, so "退货怎么申请"
 * finds the part about 申请, unless none of the others occurs in the article's `text`. (Tags are
 * looser: they stay.)
 */
export function questionFocus(question: string, article?: { title: string; text: string }): QuestionFocus {
  // "how soon do you ship?" asks when an order leaves: the article's words for that, not its "shipping" title word.
  const terms = [...new Set([...queryTerms(question), ...(asksDispatch(question) ? queryTerms(DISPATCH_TERMS.join(' ')) : [])])];
  const specific = article ? terms.filter((term) => termsCoverage([term], article.title) === 0) : [];
  const useful = article !== undefined && specific.length > 0 && termsCoverage(specific, article.text) > 0;
  return {
    terms: useful ? specific : terms,
    specific: useful,
    duration: ASKS_DURATION.test(question),
    steps: ASKS_STEPS.test(question),
    time: ASKS_TIME.test(question),
    paying: asksWaysToPay(question),
  };
}
