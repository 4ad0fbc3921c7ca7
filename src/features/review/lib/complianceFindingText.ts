import type { TFunction } from "i18next";
import type { ComplianceFinding } from "./captureJson.ts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The name of an e-invoice business term in words ("BT-115" → "Zahlbetrag (BT-115)"); a term
 * without a text shows its id, a value without an id its English label from the parser.
 */
function termName(params: Record<string, string>, translate: Translate): string {
  if (params.term) return translate(`compliance.einvoiceTerms.${params.term}`, { defaultValue: params.term });
  return params.label ?? translate("compliance.einvoiceReasons.UNKNOWN_TERM");
}

/**
 * Why an embedded e-invoice could not be used, in words: the parser's reason (a value missing,
 * not a number, not a date) with the term and the value, or else what its error code means.
 */
function reasonText(params: Record<string, string>, translate: Translate): string {
  if (params.reason) {
    return translate(`compliance.einvoiceReasons.${params.reason}`, {
      termName: termName(params, translate),
      value: params.value ?? "",
      defaultValue: translate("sourceFileErrors.EINVOICE_INVALID"),
    });
  }
  return translate(`sourceFileErrors.${params.code ?? "EINVOICE_INVALID"}`, {
    defaultValue: translate("sourceFileErrors.EINVOICE_INVALID"),
  });
}

/** A finding in words. The texts live under `compliance.rules.<rule>`; a rule without a text
 * yet shows its id (e.g. "BR-DE-1"), which is what a specialist would look up anyway. */
export function complianceFindingText(finding: ComplianceFinding, t: TFunction): string {
  // Rule ids come from the capture pipeline, so the key is not one of the typed ones.
  const translate = t as unknown as Translate;
  const params: Record<string, string> = { ...finding.params };
  if (finding.rule === "EINVOICE_ATTACHMENT_UNREADABLE") params.reason = reasonText(finding.params, translate);
  if (finding.rule === "EINVOICE_VALUE_MISSING" || finding.rule === "EINVOICE_VALUE_INVALID") {
    params.termName = termName(finding.params, translate);
  }
  return translate(`compliance.rules.${finding.rule}`, { ...params, defaultValue: finding.rule });
}
