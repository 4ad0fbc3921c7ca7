import { Alert, Badge, Button, Group, Select, Stack, Text, Timeline, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { WorkflowActions_document$key } from "../../../__generated__/WorkflowActions_document.graphql.ts";
import { refusalKey, refusalOf } from "../lib/actionRefusals.ts";
import { mandatoryConditionsOf } from "../lib/workflowSteps.ts";
import { useSetDocumentWorkflowStepMutation } from "../mutations/useSetDocumentWorkflowStepMutation.ts";
import { WorkflowStepLog } from "./WorkflowStepLog.tsx";

const NO_WORKFLOW = "";

export interface WorkflowActionsProps {
  document: WorkflowActions_document$key;
}

/** The document's workflow (spec part 2, actions tab): choose a workflow (the document enters
 * its first step) or none, see the steps with the current one, move back or on — a button the
 * server would refuse is disabled and says why — and the moves so far, newest first. */
export function WorkflowActions({ document: documentKey }: WorkflowActionsProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment WorkflowActions_document on Document {
        rowId
        workflowStepChangeRefusal
        nextWorkflowStepRefusal
        unconfirmedReviewFields
        workflowStep {
          rowId
          name
          protected
          preventDocumentEdit
          preventInvoicePay
          previousStep {
            rowId
            name
          }
          nextStep {
            rowId
            name
          }
          responsibleUsers {
            nodes {
              user {
                rowId
                fullName
              }
            }
          }
          workflow {
            rowId
            name
            sortedSteps {
              rowId
              name
              protected
              # eslint-disable-next-line relay/unused-fields -- read by mandatoryConditionsOf
              reviewDetailsMandatory
              # eslint-disable-next-line relay/unused-fields -- read by mandatoryConditionsOf
              generalLedgerAccountMandatory
              # eslint-disable-next-line relay/unused-fields -- read by mandatoryConditionsOf
              costCenterMandatory
              # eslint-disable-next-line relay/unused-fields -- read by mandatoryConditionsOf
              costUnitMandatory
            }
          }
        }
        clientCompany {
          documentWorkflows {
            nodes {
              rowId
              name
              firstStep {
                rowId
                name
              }
            }
          }
        }
        ...WorkflowStepLog_document
      }
    `,
    documentKey,
  );
  const [commit, isMoving] = useSetDocumentWorkflowStepMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const step = document.workflowStep;
  const steps = step?.workflow?.sortedSteps ?? [];
  const workflows = [...(document.clientCompany?.documentWorkflows.nodes ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const changeRefusal = document.workflowStepChangeRefusal;
  const nextRefusal = step?.nextStep ? document.nextWorkflowStepRefusal : null;
  const reasonParams = { count: document.unconfirmedReviewFields.length };
  const responsible = (step?.responsibleUsers.nodes ?? []).flatMap(({ user }) => (user ? [user.fullName] : []));

  const move = (target: { rowId: string; name: string } | null) => {
    setFailure(null);
    commit({
      variables: { input: { documentRowId: document.rowId, workflowStepRowId: target?.rowId ?? null } },
      onCompleted: () => {
        notifications.show({
          color: "teal",
          message: target
            ? t("documentWorkflow.workflow.moved", { step: target.name })
            : t("documentWorkflow.workflow.removed"),
        });
      },
      onError: (error) => setFailure(t(refusalKey(refusalOf(error).code), reasonParams)),
    });
  };

  const chooseWorkflow = (workflowRowId: string | null) => {
    if (workflowRowId === (step?.workflow?.rowId ?? NO_WORKFLOW)) return;
    if (!workflowRowId) return move(null);
    const chosen = workflows.find((workflow) => workflow.rowId === workflowRowId);
    if (chosen?.firstStep) move(chosen.firstStep);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {t("documentWorkflow.workflow.title")}
      </Title>
      {workflows.length === 0 && !step ? (
        <Text fz="sm" c="dimmed">
          {t("documentWorkflow.workflow.noWorkflows")}
        </Text>
      ) : (
        <Select
          label={t("documentWorkflow.workflow.select")}
          data={[
            { value: NO_WORKFLOW, label: t("documentWorkflow.workflow.noWorkflow") },
            ...workflows.map((workflow) => ({
              value: workflow.rowId,
              label: workflow.firstStep
                ? workflow.name
                : t("documentWorkflow.workflow.withoutSteps", { name: workflow.name }),
              disabled: !workflow.firstStep,
            })),
          ]}
          value={step?.workflow?.rowId ?? NO_WORKFLOW}
          onChange={chooseWorkflow}
          allowDeselect={false}
          disabled={Boolean(changeRefusal) || isMoving}
          description={
            changeRefusal ? t(refusalKey(changeRefusal), reasonParams) : t("documentWorkflow.workflow.selectHint")
          }
        />
      )}

      {step ? (
        <>
          <Timeline
            mt="xs"
            active={steps.findIndex((candidate) => candidate.rowId === step.rowId)}
            bulletSize={18}
            lineWidth={2}
            role="list"
            aria-label={t("documentWorkflow.workflow.steps", { name: step.workflow?.name ?? "" })}
          >
            {steps.map((candidate) => {
              const isCurrent = candidate.rowId === step.rowId;
              const conditions = mandatoryConditionsOf(candidate);
              return (
                <Timeline.Item
                  key={candidate.rowId}
                  role="listitem"
                  aria-current={isCurrent ? "step" : undefined}
                  title={
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" fw={isCurrent ? 700 : 400}>
                        {candidate.name}
                      </Text>
                      {candidate.protected ? (
                        <IconLock size={14} aria-label={t("documentWorkflow.workflow.protected")} />
                      ) : null}
                      {isCurrent ? (
                        <Badge size="xs" variant="light" color="indigo" tt="none">
                          {t("documentWorkflow.workflow.current")}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                >
                  {conditions.length > 0 ? (
                    <Text fz="xs" c="dimmed">
                      {t("documentWorkflow.workflow.requires", {
                        conditions: conditions.map((c) => t(`documentWorkflow.conditions.${c}`)).join(", "),
                      })}
                    </Text>
                  ) : null}
                </Timeline.Item>
              );
            })}
          </Timeline>

          <Stack gap={4}>
            <Text fz="sm">
              {responsible.length > 0
                ? t("documentWorkflow.workflow.responsible", { names: responsible.join(", ") })
                : t("documentWorkflow.workflow.nobodyResponsible")}
            </Text>
            {step.protected || step.preventDocumentEdit || step.preventInvoicePay ? (
              <Group gap={6}>
                {step.protected ? <Flag label={t("documentWorkflow.workflow.protectedStep")} /> : null}
                {step.preventDocumentEdit ? <Flag label={t("documentWorkflow.workflow.preventsEdit")} /> : null}
                {step.preventInvoicePay ? <Flag label={t("documentWorkflow.workflow.preventsPay")} /> : null}
              </Group>
            ) : null}
          </Stack>

          <Group gap="xs" grow>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              disabled={!step.previousStep || Boolean(changeRefusal)}
              loading={isMoving}
              onClick={() => step.previousStep && move(step.previousStep)}
              title={step.previousStep?.name}
            >
              {step.previousStep
                ? t("documentWorkflow.workflow.back", { step: step.previousStep.name })
                : t("documentWorkflow.workflow.firstStep")}
            </Button>
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!step.nextStep || Boolean(nextRefusal)}
              loading={isMoving}
              onClick={() => step.nextStep && move(step.nextStep)}
              title={step.nextStep?.name}
            >
              {step.nextStep
                ? t("documentWorkflow.workflow.next", { step: step.nextStep.name })
                : t("documentWorkflow.workflow.lastStep")}
            </Button>
          </Group>
          {nextRefusal ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
              <Text fz="sm">{t(refusalKey(nextRefusal), reasonParams)}</Text>
            </Alert>
          ) : null}
        </>
      ) : workflows.length > 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentWorkflow.workflow.none")}
        </Text>
      ) : null}

      {failure ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}

      <WorkflowStepLog document={document} />
    </Stack>
  );
}

function Flag({ label }: { label: string }) {
  return (
    <Badge size="sm" variant="light" color="gray" tt="none" leftSection={<IconLock size={12} />}>
      {label}
    </Badge>
  );
}
