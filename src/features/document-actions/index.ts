// The public surface of the document-actions feature: other features import only from here.
export { DocumentActionsMenu } from "./components/DocumentActionsMenu.tsx";
export { DocumentRelationsInfo } from "./components/DocumentRelationsInfo.tsx";
export { DocumentShareButton } from "./components/DocumentShareButton.tsx";
export { DuplicateInvoicesButton } from "./components/DuplicateInvoicesButton.tsx";
