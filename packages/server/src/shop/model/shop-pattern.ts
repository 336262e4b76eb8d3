import { z } from 'zod';
import { backtrackingRisk } from './backtracking-risk.js';
import { polynomialBacktrackingRisk } from './polynomial-backtracking.js';

/**
 * A regular expression a shop folder writes (cues, a serial number's shape), checked when the file is read: it must
 * compile with the flags it runs with, and must not be able to keep the server busy on one shopper message
 * ({@link backtrackingRisk}, {@link polynomialBacktrackingRisk}): the folder is refused naming the file, line and
 * field rather than served.
 */
export function shopPattern(flags: string) {
  return z
    .string()
    .min(1)
    .max(500)
    .superRefine((source, context) => {
      try {
        new RegExp(source, flags);
      } catch (error) {
        context.addIssue({ code: 'custom', message: `not a regular expression: ${(error as Error).message}` });
        return;
      }
      const risk = backtrackingRisk(source) ?? polynomialBacktrackingRisk(source, flags);
      if (risk) context.addIssue({ code: 'custom', message: risk });
    });
}
