// The public surface of the document-review feature: other features import only from here.
export { DocumentReviewForm } from "./components/DocumentReviewForm.tsx";
