import type { Config } from '../../config.ts';
import type { CspSources } from '../../plugins/security.ts';

/** The external feedback form (FEEDBACK_URL) is embedded in an iframe: its origin may be framed. */
export function feedbackCsp(feedback: Config['feedback']): CspSources[] {
  return feedback.url ? [{ frameSrc: [new URL(feedback.url).origin] }] : [];
}
