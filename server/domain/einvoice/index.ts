/**
 * E-invoices: exact parsing of UBL, CII (ZUGFeRD / Factur-X / XRechnung) and ebInterface XML
 * into `EInvoice`, and compliance checks on the result. Pure functions, no I/O.
 */
import type { EInvoice } from "../capture/types.ts";
import { isCiiRoot, parseCii } from "./cii.ts";
import { isEbInterfaceRoot, parseEbInterface } from "./ebinterface.ts";
import { EInvoiceError } from "./errors.ts";
import { isUblRoot, parseUbl } from "./ubl.ts";
import { parseXml, type XmlElement } from "./xml.ts";

export { checkCompliance, COMPLIANCE_RULE_IDS, type ComplianceRuleId } from "./compliance.ts";
export { EInvoiceError, isEInvoiceError, type EInvoiceErrorCode } from "./errors.ts";
export type { CapturedInvoiceExtras, ParsedInvoice } from "./common.ts";
export { MAX_XML_BYTES } from "./xml.ts";

/** Maps a parsed root element to its syntax's reader by namespace URI + local name. */
export function parseEInvoiceRoot(root: XmlElement): EInvoice {
  if (isCiiRoot(root)) return parseCii(root);
  if (isUblRoot(root)) return parseUbl(root);
  if (isEbInterfaceRoot(root)) return parseEbInterface(root);
  const where = root.ns ? `{${root.ns}}${root.name}` : root.name;
  throw new EInvoiceError(
    "EINVOICE_UNKNOWN_FORMAT",
    `The root element ${where} is no UBL Invoice/CreditNote, CII CrossIndustryInvoice or ebInterface Invoice.`,
  );
}

/**
 * Parses an e-invoice, detecting the syntax from the root element and its namespace. Bytes are
 * decoded by BOM or XML declaration (UTF-8 by default). Throws `EInvoiceError` (see its codes).
 */
export function parseEInvoiceXml(xml: string | Uint8Array): EInvoice {
  return parseEInvoiceRoot(parseXml(xml));
}
