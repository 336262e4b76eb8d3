import type { KefuGraph } from './graph.js';

/** The command that rewrites GRAPH.md after the graph changed. */
export const REGENERATE_GRAPH_NOTES = 'cd packages/server && CI=true npx vitest run src/agent/graph-notes.test.ts -u';

/** GRAPH.md: a Mermaid diagram drawn from the compiled graph, so the notes cannot drift from the code. */
export async function renderGraphNotes(graph: KefuGraph): Promise<string> {
  const mermaid = (await graph.getGraphAsync()).drawMermaid();
  return [
    '# The compiled agent graph',
    '',
    `Generated from \`buildKefuGraph\` (\`graph.ts\`) by \`src/agent/graph-notes.test.ts\`, which fails when this file is out of date. Regenerate with: \`${REGENERATE_GRAPH_NOTES}\``,
    '',
    'Dotted edges are conditional. `resume_question` joins an answer to the open clarifying question; `escalation` keeps the',
    'frustration score and may offer a human; `clarify` asks what a vague message means; `workflow_prompt` is the one',
    "interrupt point: an open workflow prompt is this thread's pending interrupt, resumed into `workflow` (see README.md).",
    '',
    '```mermaid',
    mermaid.trim(),
    '```',
    '',
  ].join('\n');
}
