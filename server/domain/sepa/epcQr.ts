/**
 * The EPC QR code ("GiroCode", EPC069-12 version 2): a SEPA credit transfer as a QR code that
 * banking apps scan instead of typing IBAN, amount and reference. Printed on invoices.
 *
 * `epcQrPayload` builds the text: twelve lines separated by "\n" (service tag BCD, version 002,
 * character set 1 = UTF-8, identification SCT, BIC, name, IBAN, amount, purpose, structured
 * reference, unstructured text, information), trailing empty lines left out. Unlike the pain
 * files the payload is UTF-8, so names keep their umlauts; only line breaks and control
 * characters are turned into spaces. A structured creditor reference and free text exclude each
 * other; the payload may have at most 331 bytes (what QR version 13 at level M holds).
 *
 * `epcQrSvg` / `epcQrPngDataUrl` render it with the `qrcode` package at error correction level
 * M, as EPC requires, as one byte-mode segment of the UTF-8 bytes.
 */
import QRCode from "qrcode";
import { normalizeDecimal } from "../../../src/lib/decimal.ts";
import { isSepaIdentifier } from "./charset.ts";
import { SepaError } from "./errors.ts";
import { checkAmount, checkBic, checkIban, checkPurposeCode } from "./validate.ts";

export interface EpcQrInput {
  /** Optional in version 002 (within the EEA). */
  bic?: string | null;
  /** Beneficiary name; cut at 70 characters. */
  name: string;
  iban: string;
  /** Exact decimal string, 0.01 … 999999999.99, at most 2 decimals; omitted → the payer types it. */
  amount?: string | null;
  /** ISO external purpose code, 4 letters (e.g. "GDDS"). */
  purposeCode?: string | null;
  /** Structured creditor reference (e.g. ISO 11649 "RF18539007547034"), ≤ 35; spaces are removed. */
  reference?: string | null;
  /** Unstructured remittance text, ≤ 140 characters. Not together with `reference`. */
  text?: string | null;
  /** Beneficiary-to-originator information shown to the payer; cut at 70 characters. */
  information?: string | null;
}

/** Largest payload EPC069-12 allows, in UTF-8 bytes. */
export const EPC_QR_MAX_BYTES = 331;

const utf8 = new TextEncoder();

/** Line breaks and other control characters → space, whitespace collapsed, NFC. */
function cleanLine(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cut at `max` characters (code points, so no surrogate pair is split). */
const cut = (value: string, max: number): string => [...value].slice(0, max).join("").trimEnd();

const where = (field: string) => ({ paymentIndex: null, field });

/** The exact payload text for an EPC QR code; throws SepaError for invalid input. */
export function epcQrPayload(input: EpcQrInput): string {
  const bic = checkBic(input.bic, where("bic")) ?? "";
  const name = cut(cleanLine(input.name), 70);
  if (name === "") throw new SepaError("MISSING_NAME", "name: empty", where("name"));
  const iban = checkIban(input.iban, where("iban"));
  const amount =
    input.amount === null || input.amount === undefined || input.amount.trim() === ""
      ? ""
      : `EUR${normalizeDecimal(checkAmount(input.amount, where("amount")))}`;
  const purpose = checkPurposeCode(input.purposeCode, where("purposeCode")) ?? "";
  const reference = (input.reference ?? "").replace(/\s+/g, "");
  const text = cleanLine(input.text);
  if (reference !== "" && text !== "") {
    throw new SepaError("INVALID_REFERENCE", "reference and text: only one of them may be given", where("reference"));
  }
  if (reference !== "" && !isSepaIdentifier(reference)) {
    throw new SepaError("INVALID_REFERENCE", "reference: at most 35 SEPA characters", where("reference"));
  }
  if ([...text].length > 140) {
    throw new SepaError("REMITTANCE_TOO_LONG", "text: at most 140 characters", where("text"));
  }
  const information = cut(cleanLine(input.information), 70);

  const lines = ["BCD", "002", "1", "SCT", bic, name, iban, amount, purpose, reference, text, information];
  while (lines.at(-1) === "") lines.pop();
  const payload = lines.join("\n");
  assertPayloadSize(payload);
  return payload;
}

function assertPayloadSize(payload: string): void {
  const bytes = utf8.encode(payload).length;
  if (bytes > EPC_QR_MAX_BYTES) {
    throw new SepaError("PAYLOAD_TOO_LARGE", `payload: ${bytes} bytes, at most ${EPC_QR_MAX_BYTES}`, where("payload"));
  }
}

export interface EpcQrRenderOptions {
  /** Quiet zone in modules (default 4, the QR standard's minimum for reliable scanning). */
  margin?: number;
  /** Output width in pixels (PNG) or user units (SVG); default: 4 px per module. */
  width?: number;
}

function segments(payload: string): QRCode.QRCodeSegment[] {
  assertPayloadSize(payload);
  return [{ mode: "byte", data: utf8.encode(payload) }];
}

/** SVG markup of the QR code for a payload from `epcQrPayload` (rejects with PAYLOAD_TOO_LARGE). */
export async function epcQrSvg(payload: string, options: EpcQrRenderOptions = {}): Promise<string> {
  return QRCode.toString(segments(payload), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: options.margin ?? 4,
    ...(options.width !== undefined && { width: options.width }),
  });
}

/** A `data:image/png;base64,…` URL of the QR code for a payload from `epcQrPayload`. */
export async function epcQrPngDataUrl(payload: string, options: EpcQrRenderOptions = {}): Promise<string> {
  return QRCode.toDataURL(segments(payload), {
    type: "image/png",
    errorCorrectionLevel: "M",
    margin: options.margin ?? 4,
    ...(options.width !== undefined && { width: options.width }),
  });
}
