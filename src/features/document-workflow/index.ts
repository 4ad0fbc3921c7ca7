// The public surface of the document-workflow feature: other features import only from here.
export { ApprovalDecision } from "./components/ApprovalDecision.tsx";
export { DocumentWorkflowActions } from "./components/DocumentWorkflowActions.tsx";
