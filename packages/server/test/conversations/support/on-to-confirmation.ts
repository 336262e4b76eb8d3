import type { Conversation } from '../order-change-harness.js';

/**
 * Answers a workflow's remaining prompts the shortest way (photos skipped, the first option picked) until its
 * confirmation, and returns that summary by label: what the request will be submitted with.
 */
export async function onToConfirmation(chat: Conversation): Promise<Record<string, string>> {
  for (let step = 0; step < 6 && chat.prompt().kind !== 'confirm'; step++) {
    const prompt = chat.prompt();
    if (prompt.kind === 'upload') await chat.reply({ action: 'skip' });
    else if (prompt.kind === 'choice') await chat.reply({ action: 'answer', value: prompt.options![0]!.value });
    else throw new Error(`no shortest answer to a ${prompt.kind} prompt: ${prompt.prompt}`);
  }
  return Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));
}
