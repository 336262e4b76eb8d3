/** Where the console keeps the signed-in agent's token for this tab (console-controller.ts writes it). */
const TOKEN_KEY = 'kefu-console-token';

const pending = new Map<string, (link: string | undefined) => void>();
let scheduled = false;

/**
 * A fresh signed link to an upload, asked of `POST /kefu-uploads/sign` with the agent's token, in one request with
 * the others the transcript renders at the same time; undefined when the server refuses it (another site's upload).
 */
export function uploadLink(uploadId: string, serverUrl = location.origin): Promise<string | undefined> {
  return new Promise((resolve) => {
    pending.set(uploadId, resolve);
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => void sign(serverUrl));
  });
}

async function sign(serverUrl: string): Promise<void> {
  scheduled = false;
  const batch = new Map(pending);
  pending.clear();
  let links: Record<string, { url: string }> = {};
  try {
    const response = await fetch(`${serverUrl}/kefu-uploads/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) ?? ''}` },
      body: JSON.stringify({ uploadIds: [...batch.keys()] }),
    });
    links = ((await response.json()) as { links?: Record<string, { url: string }> }).links ?? {};
  } catch {
    // Unreachable: the thumbnails show the file's name instead.
  }
  for (const [uploadId, resolve] of batch) resolve(links[uploadId] ? new URL(links[uploadId].url, serverUrl).href : undefined);
}
