/** Whether this server offers suggested replies (a model is configured). */
export async function fetchFeatures(serverUrl: string, token: string): Promise<{ suggestedReply: boolean }> {
  const response = await fetch(`${serverUrl}/api/console/features`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`features: HTTP ${response.status}`);
  return (await response.json()) as { suggestedReply: boolean };
}

/** Asks the server's model for a draft reply to a conversation; throws with the server's message when it cannot. */
export async function fetchSuggestion(serverUrl: string, token: string, threadId: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/console/suggestion`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ threadId }),
  });
  const body = (await response.json()) as { draft?: string; message?: string };
  if (!response.ok || typeof body.draft !== 'string') throw new Error(body.message ?? `HTTP ${response.status}`);
  return body.draft;
}
