// The public surface of the document-details feature: other features import only from here.
export { DocumentActionBar } from "./components/DocumentActionBar.tsx";
export { PageImage } from "./viewer/PageImage.tsx";
