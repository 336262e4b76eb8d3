/** The protocol version this build speaks, as `major.minor`. */
// 2.1: prompts may close as `switched`.
export const PROTOCOL_VERSION = '2.1';

const VERSION_PATTERN = /^(\d{1,3})\.(\d{1,3})$/;

/**
 * Whether a peer speaking `version` can talk to this build.
 * Minor versions only add optional fields, so any minor of the same major is compatible;
 * a different major changed the meaning of something and is refused.
 */
export function isCompatibleVersion(version: string, ours: string = PROTOCOL_VERSION): boolean {
  const theirs = VERSION_PATTERN.exec(version);
  const mine = VERSION_PATTERN.exec(ours);
  return theirs !== null && mine !== null && theirs[1] === mine[1];
}
