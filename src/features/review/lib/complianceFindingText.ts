import type { TFunction } from "i18next";
import type { ComplianceFinding } from "./captureJson.ts";

/** A finding in words. The texts live under `compliance.rules.<rule>`; a rule without a text
 * yet shows its id (e.g. "BR-DE-1"), which is what a specialist would look up anyway. */
export function complianceFindingText(finding: ComplianceFinding, t: TFunction): string {
  // Rule ids come from the capture pipeline, so the key is not one of the typed ones.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(`compliance.rules.${finding.rule}`, { ...finding.params, defaultValue: finding.rule });
}
