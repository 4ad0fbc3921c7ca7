// The composer's @-mention autocomplete: what is being typed after an "@", which members match
// it, and the text once one is picked.

import type { ChosenMention } from "./messageParts.ts";

/** How far back from the caret an "@" still starts a mention (a full name with spaces). */
const MAX_QUERY_LENGTH = 40;

export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  /** What follows it up to the caret ("an" for "@an|"). */
  query: string;
}

export interface MentionCandidate {
  userRowId: string;
  name: string;
  email?: string | null;
}

/** The mention being typed at the caret: an "@" at the start or after white space or an
 * opening bracket, followed by at most a few words on the same line; null otherwise, and
 * null after a mention already chosen ("@Anna Test |" is done, not a search for "Anna Test "). */
export function activeMentionQuery(
  text: string,
  caret: number,
  chosen: readonly ChosenMention[] = [],
): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0 || caret - at - 1 > MAX_QUERY_LENGTH) return null;
  if (chosen.some((mention) => text.startsWith(mention.text, at) && caret >= at + mention.text.length)) return null;
  const previous = before[at - 1];
  if (previous !== undefined && !/[\s([{"'„“]/u.test(previous)) return null;
  const query = before.slice(at + 1);
  // A line break ends it, and so does a space right after the "@" ("@ ", a plain at sign).
  if (/[\r\n]/.test(query) || /^\s/u.test(query)) return null;
  return { start: at, query };
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("de");

/** Members matching the query: every word of the query starts a word of the name (or the
 * e-mail address), accents and case ignored; names starting with it first, then by name. */
export function filterMentionCandidates<T extends MentionCandidate>(
  candidates: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const words = folded(query).split(/\s+/u).filter(Boolean);
  const matches = candidates.filter((candidate) => {
    const nameWords = folded(candidate.name).split(/[\s\-.]+/u);
    const email = folded(candidate.email ?? "");
    return words.every(
      (word) => nameWords.some((nameWord) => nameWord.startsWith(word)) || (email !== "" && email.startsWith(word)),
    );
  });
  const whole = folded(query.trim());
  return matches
    .map((candidate) => ({ candidate, isPrefix: folded(candidate.name).startsWith(whole) }))
    .sort((a, b) => Number(b.isPrefix) - Number(a.isPrefix) || a.candidate.name.localeCompare(b.candidate.name, "de"))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** The text with the typed query replaced by "@Full Name " and the caret after it. */
export function insertMention(
  text: string,
  query: MentionQuery,
  caret: number,
  candidate: MentionCandidate,
): { text: string; caret: number; mention: ChosenMention } {
  const mentionText = `@${candidate.name}`;
  const after = text.slice(caret);
  const spacer = /^\s/u.test(after) ? "" : " ";
  const inserted = `${mentionText}${spacer}`;
  return {
    text: `${text.slice(0, query.start)}${inserted}${after}`,
    caret: query.start + inserted.length,
    mention: { userRowId: candidate.userRowId, text: mentionText },
  };
}
