import type { TFunction } from "i18next";
import { einvoiceReasonText, einvoiceTermName, type Translate } from "../../../lib/einvoiceReasonText.ts";
import type { ComplianceFinding } from "./captureJson.ts";

/**
 * Why an embedded e-invoice could not be used, in words: the parser's reason (a value missing,
 * not a number, not a date) with the term and the value, or else what its error code means.
 */
function reasonText(params: Record<string, string>, translate: Translate): string {
  const codeText = translate(`sourceFileErrors.${params.code ?? "EINVOICE_INVALID"}`, {
    defaultValue: translate("sourceFileErrors.EINVOICE_INVALID"),
  });
  return einvoiceReasonText(params, translate, codeText);
}

/** A finding in words. The texts live under `compliance.rules.<rule>`; a rule without a text
 * yet shows its id (e.g. "BR-DE-1"), which is what a specialist would look up anyway. */
export function complianceFindingText(finding: ComplianceFinding, t: TFunction): string {
  // Rule ids come from the capture pipeline, so the key is not one of the typed ones.
  const translate = t as unknown as Translate;
  const params: Record<string, string> = { ...finding.params };
  if (finding.rule === "EINVOICE_ATTACHMENT_UNREADABLE") params.reason = reasonText(finding.params, translate);
  if (finding.rule === "EINVOICE_VALUE_MISSING" || finding.rule === "EINVOICE_VALUE_INVALID") {
    params.termName = einvoiceTermName(finding.params, translate);
  }
  return translate(`compliance.rules.${finding.rule}`, { ...params, defaultValue: finding.rule });
}
