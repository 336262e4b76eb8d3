import { NOTE_MAX_LENGTH } from '../../agent/tools/tool-schemas.js';
import { say } from '../copy.js';
import { visibleText } from '../visible-text.js';
import type { AskStep, StepEnv, StepResult } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';

/** What a photo step asks for, in both languages. */
export interface PhotoPrompt {
  zh: string;
  en: string;
}

/**
 * An optional, skippable upload step (seed 000's "是否需要上传商品照片?"): the photos go to the request as upload ids
 * (the gateway checked they are this thread's) or as the links a shopper typed, space-separated under `photos`.
 * Words typed instead of photos ("屏幕左上角有亮点", "the seam split after one wash"), or around the links typed as
 * photos ("屏幕有亮点，照片：https://…"), say what is wrong: a service desk writes them on the request, so they are kept
 * as its `note` rather than refused or dropped.
 */
export function photosStep(step: number, prompt: PhotoPrompt | ((env: StepEnv) => Promise<PhotoPrompt>)): AskStep {
  return {
    type: 'ask',
    id: 'photos',
    step,
    edits: ['photos', 'note'],
    // Answered in a return, exchange or repair given up for this one (carried-answers.ts), unless gone back to.
    skip: (state) => (state.answeredSteps ?? []).includes('photos') && state.goBackTo !== 'photos',
    ask: async (_state, env) => {
      const words = typeof prompt === 'function' ? await prompt(env) : prompt;
      return { kind: 'upload', prompt: say(env.locale, words.zh, words.en), skippable: true };
    },
    accept(answer, state, env): StepResult {
      if (answer.action === 'skip') return { update: {} };
      const photos: Record<string, string> = answer.action === 'upload' ? { photos: answer.files.map((file) => file.uploadId ?? file.url).join(' ') } : {};
      // Words typed instead of photos, or around the links typed as photos.
      const typed = visibleText(answer.action === 'answer' ? answer.value : answer.action === 'upload' ? (answer.typed ?? '') : '');
      if (!typed) {
        if (answer.action === 'upload') return { update: { details: photos } };
        return { error: say(env.locale, '请上传照片，或选择「跳过」。', 'Please upload photos or choose "skip".') };
      }
      // Said at the reason already ("屏幕有划痕"): what is typed here goes on from it ("在左上角"); typed here again
      // (gone back to from the confirmation), it replaces what this step kept.
      const before = (state.answeredSteps ?? []).includes('photos') ? undefined : state.details['note'];
      const note = !before || before.includes(typed) ? (before ?? typed) : `${before}${say(env.locale, '；', '; ')}${typed}`;
      // Cut, the note would say something the shopper did not: asked again instead.
      if (note.length > NOTE_MAX_LENGTH)
        return {
          error: say(
            env.locale,
            `说明请控制在 ${NOTE_MAX_LENGTH} 字以内，或上传照片、选择「跳过」。`,
            `Please keep the description under ${NOTE_MAX_LENGTH} characters, or upload photos or choose "skip".`,
          ),
        };
      return { update: { details: { ...photos, note } } };
    },
  };
}

/** The photos a step collected, as the write tools take them (absent when skipped). */
export function photosOf(state: Pick<WorkflowStateValue, 'details'>): { photos?: string[] } {
  const photos = state.details['photos']?.split(' ').filter(Boolean) ?? [];
  return photos.length > 0 ? { photos } : {};
}

/** The shopper's description typed at the photo step, as the write tools take it (absent when none was). */
export function noteOf(state: Pick<WorkflowStateValue, 'details'>): { note?: string } {
  const note = state.details['note']?.trim();
  return note ? { note } : {};
}
