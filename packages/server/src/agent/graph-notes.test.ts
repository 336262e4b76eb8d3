import { describe, expect, it } from 'vitest';
import { MemorySaver } from '@langchain/langgraph';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { MemoryCache } from '../adapters/memory/memory-cache.js';
import { createKefuAgent } from './create-kefu-agent.js';
import { renderGraphNotes } from './graph-notes.js';

describe('GRAPH.md', () => {
  it('is the Mermaid diagram of the compiled graph (regenerate with the command it names when this fails)', async () => {
    const clock = { now: () => Date.now() };
    const agent = await createKefuAgent({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      checkpointer: new MemorySaver(),
      cache: new MemoryCache(clock),
      clock,
      logger: pino({ level: 'silent' }),
    });
    const notes = await renderGraphNotes(agent.graph);
    expect(notes).toContain('resume_question');
    await expect(notes).toMatchFileSnapshot('./GRAPH.md');
  });
});
