import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { ACCOUNTING_TAB_CHOICES, memberFormSchema, type MemberFormValues } from "../forms/memberFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { RoleSelect } from "./RoleSelect.tsx";

const K = "settingsAccess";

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "roleName",
  "approverLimit",
  "documentCategoryRowIds",
  "documentWorkflowRowIds",
  "documentWorkflowStepRowIds",
]);
const FIELD_OF_CONSTRAINT = { client_company_users_approver_limit_check: "approverLimit" };

export interface WorkflowOption {
  rowId: string;
  name: string;
  steps: readonly { rowId: string; name: string }[];
}

export interface MemberFormProps {
  defaultValues: MemberFormValues;
  categories: readonly { rowId: string; name: string; group: string }[];
  workflows: readonly WorkflowOption[];
  save: (values: MemberFormValues) => Promise<void>;
  cancelHref: string;
}

const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...new Set([...list, id])].sort() : list.filter((x) => x !== id);

/** A member's access: role, accounting-tab grant, approver limit, the documents they see
 * (categories, document filter) and their workflows and steps. */
export function MemberForm({ defaultValues, categories, workflows, save, cancelHref }: MemberFormProps) {
  const { t, i18n } = useTranslation();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<MemberFormValues>({
    resolver: zodResolver(memberFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const isGerman = !i18n.language.startsWith("en");
  const categoryGroups = [...new Set(categories.map((c) => c.group))].map((group) => ({
    group,
    items: categories.filter((c) => c.group === group).map((c) => ({ value: c.rowId, label: c.name })),
  }));

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      reset(values);
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.sections.role`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.sections.role`)}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Controller
              control={control}
              name="roleName"
              render={({ field }) => (
                <RoleSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={error(errors.roleName?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="accountingTab"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text fz="sm" fw={500} id="member-accounting-tab">
                    {t(`${K}.fields.accountingTab`)}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="member-accounting-tab"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={ACCOUNTING_TAB_CHOICES.map((choice) => ({
                      value: choice,
                      label: t(`${K}.accountingTab.${choice}`),
                    }))}
                  />
                  <Text fz="xs" c="dimmed">
                    {t(`${K}.fields.accountingTabHint`)}
                  </Text>
                </Stack>
              )}
            />
            <Controller
              control={control}
              name="approverLimit"
              render={({ field }) => (
                <NumberInput
                  label={t(`${K}.fields.approverLimit`)}
                  description={t(`${K}.fields.approverLimitHint`)}
                  value={field.value}
                  valueIsNumericString
                  onValueChange={({ value }) => field.onChange(value)}
                  onBlur={field.onBlur}
                  min={0}
                  clampBehavior="none"
                  allowNegative={false}
                  decimalScale={2}
                  thousandSeparator={isGerman ? "." : ","}
                  decimalSeparator={isGerman ? "," : "."}
                  hideControls
                  error={error(errors.approverLimit?.message)}
                />
              )}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.documents`)} description={t(`${K}.sections.documentsHint`)}>
          <Controller
            control={control}
            name="documentCategoryRowIds"
            render={({ field }) => (
              <MultiSelect
                label={t(`${K}.fields.categories`)}
                description={t(`${K}.fields.categoriesHint`)}
                placeholder={field.value.length ? undefined : t(`${K}.fields.categoriesPlaceholder`)}
                data={categoryGroups}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                error={error(errors.documentCategoryRowIds?.message)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="documentFilterHasWorkflowStep"
              render={({ field }) => (
                <Checkbox
                  label={t(`${K}.fields.hasWorkflowStep`)}
                  description={t(`${K}.fields.hasWorkflowStepHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="documentFilterHasApprovalRequest"
              render={({ field }) => (
                <Checkbox
                  label={t(`${K}.fields.hasApprovalRequest`)}
                  description={t(`${K}.fields.hasApprovalRequestHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t(`${K}.sections.workflows`)} description={t(`${K}.sections.workflowsHint`)}>
          {workflows.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t(`${K}.workflows.none`)}
            </Text>
          ) : (
            <Controller
              control={control}
              name="documentWorkflowRowIds"
              render={({ field: workflowField }) => (
                <Controller
                  control={control}
                  name="documentWorkflowStepRowIds"
                  render={({ field: stepField }) => (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                      {workflows.map((workflow) => (
                        <Paper key={workflow.rowId} withBorder radius="sm" p="sm">
                          <Stack gap={6}>
                            <Text fw={600} fz="sm">
                              {workflow.name}
                            </Text>
                            <Checkbox
                              size="xs"
                              label={t(`${K}.workflows.workflow`)}
                              aria-label={`${workflow.name}: ${t(`${K}.workflows.workflow`)}`}
                              checked={workflowField.value.includes(workflow.rowId)}
                              onChange={(event) =>
                                workflowField.onChange(
                                  toggled(workflowField.value, workflow.rowId, event.currentTarget.checked),
                                )
                              }
                            />
                            {workflow.steps.length ? (
                              <Group
                                gap="xs"
                                role="group"
                                aria-label={`${workflow.name}: ${t(`${K}.workflows.steps`)}`}
                              >
                                {workflow.steps.map((step) => (
                                  <Checkbox
                                    key={step.rowId}
                                    size="xs"
                                    label={step.name}
                                    checked={stepField.value.includes(step.rowId)}
                                    onChange={(event) =>
                                      stepField.onChange(
                                        toggled(stepField.value, step.rowId, event.currentTarget.checked),
                                      )
                                    }
                                  />
                                ))}
                              </Group>
                            ) : null}
                          </Stack>
                        </Paper>
                      ))}
                    </SimpleGrid>
                  )}
                />
              )}
            />
          )}
        </FormSection>
        <FormButtons
          cancelHref={cancelHref}
          submitLabel={t(`${K}.detail.save`)}
          isSubmitting={isSubmitting}
          isNew={false}
          isDirty={isDirty}
        />
      </Stack>
    </form>
  );
}
