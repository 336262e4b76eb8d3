/** An agent counts as online, and as holding their threads, this long after their last heartbeat or goodbye. */
export const PRESENCE_TTL_MS = 45_000;
/** How often a console connection renews its presence, and how often held threads are checked for a holder who left. */
export const HEARTBEAT_MS = 15_000;
