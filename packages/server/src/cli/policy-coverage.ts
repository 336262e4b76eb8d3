import { join } from 'node:path';
import { POLICY_TOPICS, topicDocument, unpublishedTopics } from '../knowledge/policy-topics.js';

/**
 * What `kefu shop init` and `kefu shop check` tell a merchant about the policies shoppers ask every shop (shipping,
 * returns, payment, warranty, cancelling an order) that no article of the folder's knowledge/ is about: the assistant
 * answers those "not published yet" and offers a person, so each is named with the article to write and where. Nothing
 * when every policy has one. An article that cannot be read is the shop check's error, reported before this runs.
 */
export async function policyCoverageLines(shopDir: string, knowledgeDir: string | undefined, locale: string): Promise<string[]> {
  // Loaded when asked, as shop check loads it: the catalog commands never need the knowledge parser.
  const { readKnowledgeDirectory } = await import('../knowledge/ingest/read-files.js');
  // Never read as "none" when the folder cannot be read: every policy would be called missing, the written ones too.
  const articles = knowledgeDir ? await readKnowledgeDirectory(knowledgeDir) : [];
  const missing = unpublishedTopics(articles);
  if (!missing.length) return [];
  const folder = join(knowledgeDir ?? join(shopDir, 'knowledge'), locale);
  const files = missing.map((topic) => join(folder, topicDocument(topic).file));
  const width = Math.max(...files.map((file) => file.length));
  const of =
    missing.length === POLICY_TOPICS.length ? 'no policy has an article yet' : `${missing.length} of ${POLICY_TOPICS.length} policies without an article`;
  return [
    `policies: ${of} (shoppers asking are told the shop has not published it, and offered a person); write one Markdown article each, front matter id, title and locale:`,
    ...missing.map((topic, index) => `  ${files[index]!.padEnd(width)}  ${topicDocument(topic).title}`),
  ];
}
