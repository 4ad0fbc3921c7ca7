// The public surface of the document-versions feature: other features import only from here.
export { UpdateFileButton } from "./components/UpdateFileButton.tsx";
