// The public surface of the document-comments feature: other features import only from here.
export { DocumentComments } from "./components/DocumentComments.tsx";
