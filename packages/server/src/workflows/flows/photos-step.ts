import { say } from '../copy.js';
import type { AskStep, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';

/** What a photo step asks for, in both languages. */
export interface PhotoPrompt {
  zh: string;
  en: string;
}

/**
 * An optional, skippable upload step (seed 000's "是否需要上传商品照片?"): the photos go to the request as upload ids
 * (the gateway checked they are this thread's) or as the links a shopper typed, space-separated under `photos`.
 */
export function photosStep(step: number, prompt: PhotoPrompt | ((env: StepEnv) => Promise<PhotoPrompt>)): AskStep {
  return {
    type: 'ask',
    id: 'photos',
    step,
    edits: ['photos'],
    ask: async (_state, env) => {
      const words = typeof prompt === 'function' ? await prompt(env) : prompt;
      return { kind: 'upload', prompt: say(env.locale, words.zh, words.en), skippable: true };
    },
    accept(answer, _state, env) {
      if (answer.action === 'skip') return { update: {} };
      if (answer.action === 'upload') return { update: { details: { photos: answer.files.map((file) => file.uploadId ?? file.url).join(' ') } } };
      return { error: say(env.locale, '请上传照片，或选择「跳过」。', 'Please upload photos or choose "skip".') };
    },
  };
}

/** The photos a step collected, as the write tools take them (absent when skipped). */
export function photosOf(state: Pick<WorkflowStateValue, 'details'>): { photos?: string[] } {
  const photos = state.details['photos']?.split(' ').filter(Boolean) ?? [];
  return photos.length > 0 ? { photos } : {};
}
