import { Button, Group } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApprovalDecision as Decision } from "../forms/approvalRequestFormSchema.ts";
import { ApprovalDecisionForm } from "./ApprovalDecisionForm.tsx";

export interface ApprovalDecisionProps {
  /** The open request the signed-in user is asked to decide (canCurrentUserApprove). */
  requestRowId: string;
  /** Shown beside the two buttons (e.g. withdrawing the request). */
  children?: ReactNode;
}

/** Approve or reject, each opening its form in place (a note to approve, a reason to reject).
 * Also in the collaboration tab, so approvers without the actions tab can decide. */
export function ApprovalDecision({ requestRowId, children }: ApprovalDecisionProps) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  if (decision)
    return (
      <ApprovalDecisionForm
        requestRowId={requestRowId}
        decision={decision}
        onDone={() => setDecision(null)}
        onCancel={() => setDecision(null)}
      />
    );
  return (
    <Group gap="xs" mt={4}>
      <Button size="xs" color="teal" leftSection={<IconCheck size={14} />} onClick={() => setDecision("APPROVE")}>
        {t("documentWorkflow.decision.approve")}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="outline"
        leftSection={<IconX size={14} />}
        onClick={() => setDecision("REJECT")}
      >
        {t("documentWorkflow.decision.reject")}
      </Button>
      {children}
    </Group>
  );
}
