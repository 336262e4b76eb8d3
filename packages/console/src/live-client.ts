/** A conversation the assistant is handling, which an agent can take over (`GET /api/console/live`). */
export interface LiveConversation {
  threadId: string;
  siteId: string;
  lastActivityAt: number;
  preview?: string;
}

/** Reads the live conversations of the agent's sites with the agent's token. */
export async function fetchLiveConversations(serverUrl: string, token: string): Promise<LiveConversation[]> {
  const response = await fetch(`${serverUrl}/api/console/live`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`live conversations: HTTP ${response.status}`);
  return ((await response.json()) as { conversations: LiveConversation[] }).conversations;
}
