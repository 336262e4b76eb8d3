import { threadRoom, type KefuIo } from '../socket/kefu-io.js';

const ROOM_PREFIX = threadRoom('');

/**
 * Which of `threadIds` have a shopper tab connected, on any process (the adapter asks every process
 * with Redis); undefined when some process did not answer, so nobody is shown as gone by mistake.
 */
export async function shoppersConnected(io: KefuIo, threadIds: readonly string[]): Promise<Set<string> | undefined> {
  if (threadIds.length === 0) return new Set();
  try {
    const sockets = await io.in(threadIds.map(threadRoom)).fetchSockets();
    const rooms = sockets.flatMap((socket) => [...socket.rooms]);
    return new Set(rooms.flatMap((room) => (room.startsWith(ROOM_PREFIX) ? [room.slice(ROOM_PREFIX.length)] : [])));
  } catch {
    return undefined;
  }
}

/** Calls `changed` with the thread whenever a shopper tab on this process joins or leaves its room. */
export function onShopperPresence(io: KefuIo, changed: (threadId: string) => void): void {
  const adapter = io.of('/').adapter;
  const forward = (room: unknown) => {
    if (typeof room === 'string' && room.startsWith(ROOM_PREFIX)) changed(room.slice(ROOM_PREFIX.length));
  };
  adapter.on('join-room', forward);
  adapter.on('leave-room', forward);
}
