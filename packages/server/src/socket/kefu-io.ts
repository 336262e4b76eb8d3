import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from '@kefu/protocol';

/** The typed Socket.IO server; `data` is filled by a successful hello. */
export type KefuIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, Partial<SocketData>>;

/** A typed shopper socket. */
export type KefuSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, Partial<SocketData>>;

/** The Socket.IO room of a thread: every tab on it, on any process. */
export function threadRoom(threadId: string): string {
  return `thread:${threadId}`;
}
