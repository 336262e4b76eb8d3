import type { Locale, WorkflowName } from '@kefu/protocol';
import { say, workflowTitle } from '../copy.js';
import type { WorkflowOutcome } from '../workflow-state.js';

/** Said under the order choice asked again after an answer that gave none: why an order is needed, and the other ways to give it. */
export function orderNeededText(name: WorkflowName, locale: Locale): string {
  const title = workflowTitle(name, locale);
  return say(
    locale,
    `需要先确定是哪个订单才能办理${title}，我不能替您选。请点选上面的订单或输入订单号；也可以回复「人工」，由客服帮您查找。`,
    `I need to know which order the ${title.toLowerCase()} is for, and I should not pick one for you: choose one above or type its number, or ask for a human agent to help find it.`,
  ).slice(0, 200);
}

/**
 * The end of a signed-in shopper's request when no order was picked: after a second answer giving none
 * (`again` false), or after answers that named none (`again` true). Nothing was verified, so nothing "failed".
 */
export function noOrderPickedOutcome(name: WorkflowName, locale: Locale, again: boolean): WorkflowOutcome {
  const title = workflowTitle(name, locale);
  const head = again
    ? say(
        locale,
        `还是没能确定是哪个订单，这次${title}申请先结束了。`,
        `I still could not tell which order you mean, so this ${title.toLowerCase()} request has ended.`,
      )
    : say(locale, `好的，这次${title}申请先不办了。`, `OK, no ${title.toLowerCase()} request for now.`);
  const tail = say(
    locale,
    '需要时直接告诉我订单号即可，或回复「人工」由客服帮您查找订单。',
    ' Whenever you are ready, just tell me the order number, or ask for a human agent to help find the order.',
  );
  return { status: 'refused', text: `${head}${tail}` };
}
