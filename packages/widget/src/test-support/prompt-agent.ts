import type { Agent, AgentDependencies, AgentEventDraft } from '@kefu/server';
import type { InterruptReply } from '@kefu/protocol';

type Draft = Extract<AgentEventDraft, { event: 'interrupt:open' }>['interrupt'];

/** A prompt of each kind, as a workflow would open it. */
export const SAMPLE_PROMPTS: Record<string, Draft> = {
  form: {
    interruptId: 'p_form',
    kind: 'form',
    prompt: '请填写开票信息',
    fields: [
      { name: 'title', label: '发票抬头', type: 'text', required: true },
      { name: 'taxId', label: '税号', type: 'text', required: true, pattern: '[0-9A-Z]{15,20}', hint: '15–20 位数字或大写字母' },
      { name: 'email', label: '接收邮箱', type: 'email' },
      {
        name: 'kind',
        label: '发票类型',
        type: 'select',
        required: true,
        options: [
          { value: 'normal', label: '普通发票' },
          { value: 'special', label: '专用发票' },
        ],
      },
    ],
    workflow: { name: 'invoice', title: '开票', step: 3, of: 4 },
  },
  confirm: {
    interruptId: 'p_confirm',
    kind: 'confirm',
    prompt: '确认提交退货申请？',
    summary: [
      { label: '订单号', value: 'KF10010001' },
      { label: '原因', value: '质量问题' },
    ],
    workflow: { name: 'return', title: '退货', step: 4, of: 4 },
  },
  upload: { interruptId: 'p_upload', kind: 'upload', prompt: '请上传商品照片', skippable: true },
  choice: {
    interruptId: 'p_choice',
    kind: 'choice',
    prompt: '选择维修方式',
    options: [
      { value: 'mail', label: '寄修', description: '顺丰上门取件' },
      { value: 'store', label: '到店' },
    ],
  },
  text: { interruptId: 'p_text', kind: 'text', prompt: '请输入订单号' },
};

/** What the prompt agent received. */
export interface PromptAgent extends Agent {
  readonly replies: InterruptReply[];
}

/**
 * Opens the sample prompt named by the message (`open:form`; `open:text:2000` expires in 2 s) and answers
 * every reply by closing the prompt and saying what it got.
 */
export function promptAgent(dependencies: AgentDependencies): PromptAgent {
  const replies: InterruptReply[] = [];
  let opened = 0;
  return {
    replies,
    async runTurn(request, output) {
      const [, kind = '', ttl] = /^open:(\w+)(?::(\d+))?$/.exec(request.messages.at(-1)?.text ?? '') ?? [];
      const sample = SAMPLE_PROMPTS[kind];
      if (!sample)
        return void (await output.emit({
          event: 'message:done',
          message: { role: 'assistant', text: `已收到：${request.messages.map((message) => message.text).join(' ')}` },
        }));
      await output.emit({
        event: 'interrupt:open',
        interrupt: { ...sample, interruptId: `${sample.interruptId}_${++opened}`, ...(ttl ? { expiresAt: dependencies.clock.now() + Number(ttl) } : {}) },
      });
    },
    async replyToInterrupt(request, output) {
      replies.push(request.reply);
      await output.emit({
        event: 'interrupt:closed',
        interruptId: request.interrupt.interruptId,
        reason: request.reply.action === 'cancel' ? 'cancelled' : 'answered',
      });
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `收到 ${request.reply.action}` } });
    },
    async cancel(_context, _reason, _output) {},
  };
}
