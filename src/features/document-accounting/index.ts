// The public surface of the document-accounting feature: other features import only from here.
export { DocumentAccounting } from "./components/DocumentAccounting.tsx";
