/**
 * SEPA payment files and the EPC QR code, as pure functions (no I/O, no clock):
 *
 * - `writePain001` — credit transfer file (pain.001.001.09 default, .03 on request)
 * - `writePain008` — CORE direct debit file (pain.008.001.02)
 * - `epcQrPayload`, `epcQrSvg`, `epcQrPngDataUrl` — GiroCode on invoices
 * - `makeEndToEndId` / `uuidFromEndToEndId` — ids the statement matcher finds again
 *
 * Everything is validated before anything is written; failures are `SepaError`s whose `code`
 * the SPA translates (list and meanings in errors.ts).
 */
export { SEPA_ERROR_CODES, SepaError, isSepaError, type SepaErrorCode } from "./errors.ts";
export {
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_REMITTANCE_LENGTH,
  isSepaIdentifier,
  sanitizeText,
  transliterate,
} from "./charset.ts";
export { MAX_AMOUNT, MIN_AMOUNT, isIsoDate } from "./validate.ts";
export {
  groupPayments,
  validateCreditTransferBatch,
  writePain001,
  type CreditTransferBatch,
  type CreditTransferPayment,
  type Pain001Version,
  type SepaFile,
  type ValidCreditTransferBatch,
  type ValidCreditTransferPayment,
} from "./pain001.ts";
export {
  SEQUENCE_TYPES,
  isValidCreditorId,
  normalizeCreditorId,
  validateDirectDebitBatch,
  writePain008,
  type DirectDebitBatch,
  type DirectDebitTransaction,
  type SequenceType,
  type ValidDirectDebitBatch,
  type ValidDirectDebitTransaction,
} from "./pain008.ts";
export {
  EPC_QR_MAX_BYTES,
  epcQrPayload,
  epcQrPngDataUrl,
  epcQrSvg,
  type EpcQrInput,
  type EpcQrRenderOptions,
} from "./epcQr.ts";
export { DEFAULT_END_TO_END_PREFIX, makeEndToEndId, uuidFromEndToEndId } from "./endToEndId.ts";
