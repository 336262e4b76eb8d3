import type { HandoffReason, Locale, WorkflowName } from '@kefu/protocol';

/** Picks the text for the shopper's language. */
export function say(locale: Locale, zh: string, en: string): string {
  return locale === 'en' ? en : zh;
}

const TITLES: Record<WorkflowName, { zh: string; en: string }> = {
  return: { zh: '退货', en: 'Return' },
  exchange: { zh: '换货', en: 'Exchange' },
  repair: { zh: '维修', en: 'Repair' },
  invoice: { zh: '开发票', en: 'Invoice' },
  cancel_order: { zh: '取消订单', en: 'Cancellation' },
  change_address: { zh: '修改地址', en: 'Address change' },
  order_lookup: { zh: '订单查询', en: 'Order lookup' },
};

/** A workflow's display title ("退货"). */
export function workflowTitle(name: WorkflowName, locale: Locale): string {
  return say(locale, TITLES[name].zh, TITLES[name].en);
}

/** "an exchange", "a return": an English workflow title in running text. */
export function withArticle(title: string): string {
  const word = title.toLowerCase();
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

/** The language a workflow title is written in ("Return" → en): prompts carry no locale of their own. */
export function localeOfTitle(name: WorkflowName, title: string): Locale | undefined {
  if (title === TITLES[name].en) return 'en';
  return title === TITLES[name].zh ? 'zh-CN' : undefined;
}

/** The message after the shopper ends a workflow. */
export function cancelledText(name: WorkflowName, locale: Locale): string {
  const title = workflowTitle(name, locale);
  return say(
    locale,
    `好的，已为您取消本次${title}申请。还有什么可以帮您？`,
    `OK, your ${title.toLowerCase()} request has been cancelled. Anything else I can help with?`,
  );
}

/** The polite message when a prompt went unanswered past its deadline. */
export function expiredText(name: WorkflowName, locale: Locale): string {
  const title = workflowTitle(name, locale);
  return say(
    locale,
    `由于长时间未收到您的回复，本次${title}申请已自动关闭，已填写的信息未提交。如需继续办理，随时告诉我即可。`,
    `As we did not hear back from you for a while, this ${title.toLowerCase()} request was closed and nothing was submitted. Just tell me whenever you want to continue.`,
  );
}

/** The message when a workflow failed unexpectedly. */
export function failedText(locale: Locale): string {
  return say(
    locale,
    '抱歉，办理过程中出现问题，申请未提交。请稍后再试，或回复「人工」联系客服。',
    'Sorry, something went wrong and nothing was submitted. Please try again later, or ask for a human agent.',
  );
}

/** The reply when a second workflow is asked for while one waits. */
export function busyText(name: WorkflowName, locale: Locale): string {
  const title = workflowTitle(name, locale);
  return say(
    locale,
    `您正在办理${title}，请先完成当前步骤，或回复「取消」退出。`,
    `You are in the middle of ${withArticle(title)} request: please finish it first, or reply "cancel" to leave it.`,
  );
}

/** Labels of the details a workflow submits, for the receipt the shopper sees. */
export function detailLabel(key: string, locale: Locale): string {
  const labels: Record<string, [string, string]> = {
    reason: ['原因', 'Reason'],
    items: ['商品', 'Items'],
    item: ['商品', 'Item'],
    quantity: ['数量', 'Quantity'],
    photos: ['照片', 'Photos'],
    note: ['补充说明', 'Note'],
    exchangeFor: ['换成', 'Exchange for'],
    issue: ['问题描述', 'Issue'],
    serialNumber: ['序列号', 'Serial number'],
    warranty: ['保修状态', 'Warranty'],
    damage: ['损坏情况', 'Damage'],
    coverage: ['费用', 'Cost'],
    repairType: ['维修方式', 'Repair type'],
    invoiceType: ['发票类型', 'Invoice type'],
    title: ['发票抬头', 'Invoice title'],
    taxId: ['税号', 'Tax ID'],
    email: ['接收邮箱', 'E-mail'],
    orderId: ['订单号', 'Order'],
    returnAddress: ['寄回地址', 'Return address'],
    issuedAs: ['开具方式', 'Issued as'],
    cancelReason: ['取消原因', 'Reason'],
    recipient: ['收货人', 'Recipient'],
    phone: ['联系电话', 'Phone'],
    address: ['新地址', 'New address'],
    previousAddress: ['原地址', 'Current address'],
  };
  const label = labels[key];
  return label ? say(locale, label[0], label[1]) : key;
}

/** The message when a shopper at a prompt asks for a human or sounds angry: the request waits for the agent. */
export function handoffText(name: WorkflowName, reason: HandoffReason, locale: Locale): string {
  const title = workflowTitle(name, locale);
  const opening = reason === 'angry' ? say(locale, '非常抱歉给您带来不好的体验，', 'I am very sorry about this. ') : '';
  return say(
    locale,
    `${opening}已为您转接人工客服，请稍候。您的${title}申请会保留，客服可以帮您继续办理。`,
    `${opening}I have passed you to a human agent, who will reply here shortly. Your ${title.toLowerCase()} request is kept, so the agent can finish it with you.`,
  );
}

/** The reply to an answer whose workflow state is gone (e.g. lost with an embedded restart). */
export function lostText(locale: Locale): string {
  return say(
    locale,
    '抱歉，这个申请已失效，填写的信息未提交。如需继续办理，请重新发起。',
    'Sorry, this request is no longer active and nothing was submitted. Please start again if you still need it.',
  );
}

/** The question before a workflow with answers collected gives way to another (options: switch / stay). */
export function switchQuestionText(from: WorkflowName, to: WorkflowName, locale: Locale, keeps = false) {
  const [was, wanted] = [workflowTitle(from, locale), workflowTitle(to, locale)];
  // What the shopper told carries over (carried-answers.ts): nothing is given up, so the question does not say so.
  if (keeps)
    return {
      prompt: say(
        locale,
        `要把这次${was}改为${wanted}吗？已填写的信息会沿用。`,
        `Switch this ${was.toLowerCase()} request to ${withArticle(wanted)} request? What you already told me carries over.`,
      ),
      switchLabel: say(locale, `改为${wanted}`, `Switch to the ${wanted.toLowerCase()}`),
      stayLabel: say(locale, `继续${was}`, `Continue the ${was.toLowerCase()}`),
      error: say(
        locale,
        `请选择「改为${wanted}」或「继续${was}」。`,
        `Please choose to switch to the ${wanted.toLowerCase()} or to continue the ${was.toLowerCase()}.`,
      ),
    };
  return {
    prompt: say(
      locale,
      `你的${was}申请还没提交，要放弃它改为${wanted}吗？`,
      `Your ${was.toLowerCase()} request has not been submitted yet. Give it up and go on with ${withArticle(wanted)} request instead?`,
    ),
    switchLabel: say(locale, `放弃${was}，改为${wanted}`, `Give up the ${was.toLowerCase()}, go on with the ${wanted.toLowerCase()}`),
    stayLabel: say(locale, `继续${was}`, `Continue the ${was.toLowerCase()}`),
    error: say(locale, `请选择「放弃${was}，改为${wanted}」或「继续${was}」。`, `Please choose to give up the ${was.toLowerCase()} or to continue it.`),
  };
}

/** The message after the shopper gave a workflow up for another one; `keeps` when what they told it carries over. */
export function switchedText(from: WorkflowName, to: WorkflowName, locale: Locale, keeps = false): string {
  const [was, wanted] = [workflowTitle(from, locale), workflowTitle(to, locale)];
  return keeps
    ? say(
        locale,
        `好的，${was}申请已放弃（未提交），现在为您改办${wanted}，刚才填写的信息沿用。`,
        `OK, the ${was.toLowerCase()} request was dropped (nothing was submitted); let's do the ${wanted.toLowerCase()} now, with what you already told me.`,
      )
    : say(
        locale,
        `好的，${was}申请已放弃（未提交），现在为您办理${wanted}。`,
        `OK, the ${was.toLowerCase()} request was dropped (nothing was submitted); let's do the ${wanted.toLowerCase()} now.`,
      );
}

/** The closing of a prompt an earlier release left open on its own workflow thread (legacy-workflow.ts). */
export function upgradedText(name: WorkflowName, locale: Locale): string {
  const title = workflowTitle(name, locale);
  return say(
    locale,
    `抱歉，客服系统刚刚升级，您的${title}申请已中断，填写的信息未提交。如需继续办理，请重新发起。`,
    `Sorry, the service was just upgraded and your ${title.toLowerCase()} request was interrupted; nothing was submitted. Please start again if you still need it.`,
  );
}

/** The error of a choice asked again after a place past its options ("第二个" where there is one). */
export function fewerOptionsText(options: ReadonlyArray<{ label: string }>, locale: Locale): string {
  if (options.length === 1)
    return say(
      locale,
      `这里只有 1 个可选：${options[0]!.label}。请直接点选，或回复“第一个”。`,
      `There is only one option here: ${options[0]!.label}. Tap it, or reply "the first one".`,
    );
  return say(
    locale,
    `这里只有 ${options.length} 个选项，请点选一个，或回复 1–${options.length} 之间的序号。`,
    `There are only ${options.length} options here; tap one, or reply with a number from 1 to ${options.length}.`,
  );
}

/** Said when the request is said again at its own prompt ("开个发票" at the invoice-type choice), before the prompt again. */
export function restatedText(locale: Locale): string {
  return say(locale, '好的，正在为您办理，请回答下面这个问题。', 'Sure, that is what we are doing: just answer the question below.');
}
