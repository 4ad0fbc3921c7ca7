import { z } from "zod";
import { calendarDate } from "../../src/lib/calendarDate.ts";
import type { ExtractedInvoiceFields, ExtractedValue } from "../domain/capture/types.ts";

/**
 * The custom extraction service: a third party that reads the documents of the categories and
 * partner companies a super admin switched to it (settings › extraction service), instead of
 * the built-in text extraction (server/domain/extraction). Configured by CUSTOM_EXTRACTION_URL;
 * without it no switch is offered and every document is read by the built-in extraction.
 *
 * The protocol: POST <url> with JSON
 *   { documentType, fileName, fileKind, file (base64), pagesText: string[] }
 * answered by 200 and JSON { fields: { invoiceNumber?: { value, confidence }, … } } with the
 * fields of ExtractedInvoiceFields as strings (dates yyyy-mm-dd, amounts "1234.56"). Fields it
 * does not know or cannot read are left out; a malformed answer or any other status is an error
 * (the capture job is retried, and the file ends FAILED after the last attempt).
 */
export interface CustomExtractionRequest {
  documentType: "INCOMING_INVOICE" | "OUTGOING_INVOICE";
  fileName: string;
  fileKind: string;
  file: Uint8Array;
  pagesText: string[];
}

export interface CustomExtractionService {
  extract(request: CustomExtractionRequest): Promise<ExtractedInvoiceFields>;
}

export class CustomExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CustomExtractionError";
  }
}

const confidence = z.number().min(0).max(1).default(1);
const text = z.object({ value: z.string().trim().min(1).max(500), confidence });
const isoDate = z.object({
  value: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => calendarDate(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10))) !== null),
  confidence,
});
const amount = z.object({ value: z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/), confidence });

const Answer = z.object({
  fields: z
    .object({
      invoiceNumber: text,
      invoiceDate: isoDate,
      dueDate: isoDate,
      deliveredFrom: isoDate,
      deliveredUntil: isoDate,
      net: amount,
      vatAmount: amount,
      total: amount,
      currency: z.object({ value: z.string().regex(/^[A-Z]{3}$/), confidence }),
      iban: text,
      bic: text,
      paymentReference: text,
      partnerVatId: text,
      partnerName: text,
      orderNumber: text,
      isCreditMemo: z.object({ value: z.boolean(), confidence }),
    })
    .partial(),
});

/** Reads the service's JSON answer into extracted fields; throws CustomExtractionError when malformed. */
export function parseCustomExtractionAnswer(json: unknown): ExtractedInvoiceFields {
  const parsed = Answer.safeParse(json);
  if (!parsed.success) throw new CustomExtractionError(`malformed answer: ${parsed.error.issues[0]?.message ?? ""}`);
  const fields: ExtractedInvoiceFields = {};
  for (const [name, value] of Object.entries(parsed.data.fields)) {
    if (value) (fields as Record<string, ExtractedValue<unknown>>)[name] = value;
  }
  return fields;
}

/** The HTTP client of the configured service. */
export function httpCustomExtraction(url: string, timeoutMs = 120_000): CustomExtractionService {
  return {
    async extract(request) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          documentType: request.documentType,
          fileName: request.fileName,
          fileKind: request.fileKind,
          file: Buffer.from(request.file).toString("base64"),
          pagesText: request.pagesText,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new CustomExtractionError(`answered ${response.status}`);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new CustomExtractionError("answered no JSON");
      }
      return parseCustomExtractionAnswer(json);
    },
  };
}
