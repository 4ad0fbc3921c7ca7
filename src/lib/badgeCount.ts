/** Spec §9: badges show the number up to nine, then "9+". */
export const BADGE_COUNT_CAP = 9;

export function formatBadgeCount(count: number): string {
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(count);
}
