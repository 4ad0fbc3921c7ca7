// The public surface of the upload feature: other features import only from here.
export {
  PROCESSING_ERROR_TEXTS,
  sourceFileErrorMessage,
  UPLOAD_ERROR_TEXTS,
  uploadErrorMessage,
} from "./lib/sourceFileError.ts";
export { FILE_INPUT_ACCEPT, MAX_UPLOAD_MEGABYTES, type UploadError, precheckFile } from "./lib/uploadRules.ts";
export { type UploadTransport, uploadSourceFile } from "./lib/uploadSourceFile.ts";
