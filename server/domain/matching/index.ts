/**
 * Bank transaction ↔ invoice matching (pure logic, no I/O). See matcher.ts for the procedure,
 * scoring.ts for the weights and when a match is AUTO, checks.ts for the single checks.
 */
export { explainSuggestion, learnFromConfirmedMatch } from "./explain.ts";
export { createMatcher, type Matcher, matchTransaction, runMatching } from "./matcher.ts";
export {
  AUTO_MARGIN,
  CHECK_WEIGHTS,
  DEFAULT_AUTO_THRESHOLD,
  DEFAULT_DATE_WINDOW_DAYS,
  DEFAULT_MAX_SUGGESTIONS,
  DEFAULT_SUGGEST_THRESHOLD,
} from "./scoring.ts";
export * from "./types.ts";
