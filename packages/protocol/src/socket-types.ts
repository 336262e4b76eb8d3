import type * as z from 'zod/mini';
import type { clientToServer } from './client-to-server.js';
import type { serverToClient } from './server-to-client.js';
import type { Locale } from './primitives.js';

type ClientEventMap = typeof clientToServer;
type ServerEventMap = typeof serverToClient;

/** Names of client→server events. */
export type ClientEventName = keyof ClientEventMap;
/** Names of server→client events. */
export type ServerEventName = keyof ServerEventMap;

/** The payload type of a client→server event. */
export type ClientPayload<E extends ClientEventName> = z.infer<ClientEventMap[E]['payload']>;
/** The ack type of a client→server event. */
export type ClientAck<E extends ClientEventName> = z.infer<ClientEventMap[E]['ack']>;
/** The payload type of a server→client event. */
export type ServerPayload<E extends ServerEventName> = z.infer<ServerEventMap[E]>;

/** Socket.IO's client→server interface, derived from the schemas; the ack is the trailing callback. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientPayload<E>, ack: (response: ClientAck<E>) => void) => void;
};

/** Socket.IO's server→client interface, derived from the schemas. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerPayload<E>) => void;
};

/** Events between server processes (none yet: the Redis streams adapter carries room broadcasts). */
export type InterServerEvents = Record<never, never>;

/** What the server keeps on each socket after a successful hello. */
export interface SocketData {
  siteId: string;
  threadId: string;
  locale: Locale;
  customerId?: string;
  ip: string;
  /** The protocol version the client said in its hello: events are written so it can read them. */
  protocolVersion?: string;
}
