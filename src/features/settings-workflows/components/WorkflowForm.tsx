import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Controller, type Path, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import {
  emptyStep,
  WORKFLOW_NAME_MAX,
  WORKFLOW_STEPS_MAX,
  workflowFormSchema,
  type WorkflowFormValues,
} from "../forms/workflowFormSchema.ts";
import { StepCard } from "./StepCard.tsx";
import type { WorkflowFormOptions } from "./useWorkflowFormOptions.ts";

const K = "settingsWorkflows";

/** The step field a per-step refusal of the server is about (its `position` is 1-based). */
const STEP_FIELD_OF_CODE: Record<string, "name" | "responsibleUserRowIds" | "responsibleUserGroupRowIds"> = {
  DOCUMENT_WORKFLOW_STEP_NAME_REQUIRED: "name",
  DOCUMENT_WORKFLOW_STEP_NAME_TOO_LONG: "name",
  DOCUMENT_WORKFLOW_STEP_NAME_TAKEN: "name",
  DOCUMENT_WORKFLOW_STEP_REPEATED: "name",
  DOCUMENT_WORKFLOW_STEP_NOT_FOUND: "name",
  DOCUMENT_WORKFLOW_STEP_TOO_MANY_RESPONSIBLE: "responsibleUserRowIds",
  DOCUMENT_WORKFLOW_STEP_USER_NOT_IN_COMPANY: "responsibleUserRowIds",
  DOCUMENT_WORKFLOW_STEP_USER_GROUP_NOT_FOUND: "responsibleUserGroupRowIds",
  USER_GROUP_FEATURE_OFF: "responsibleUserGroupRowIds",
};

export interface WorkflowFormProps {
  defaultValues: WorkflowFormValues;
  options: WorkflowFormOptions;
  save: (values: WorkflowFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

interface PendingRemoval {
  index: number;
  name: string;
  count: number;
}

/** Create and edit form of a workflow: name, automatic or manual, and the ordered steps. A
 * step holding documents is removed only after choosing the step they move to. */
export function WorkflowForm({
  defaultValues,
  options,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: WorkflowFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<WorkflowFormValues>({
    resolver: zodResolver(workflowFormSchema),
    // Checked on saving, then again on every change: a step added after another is not shown
    // as missing its name before anyone could type it (the array is validated as a whole).
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: "steps", keyName: "fieldId" });
  const removed = useWatch({ control, name: "removed" });
  const steps = useWatch({ control, name: "steps" });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = fields.map((f) => f.key);
  const nameOf = (key: string | number) => {
    const step = getValues("steps").find((s) => s.key === key);
    return step?.name.trim() || t(`${K}.form.stepNumber`, { number: keys.indexOf(String(key)) + 1 });
  };
  const positionOf = (key: string | number | undefined) => (key === undefined ? 0 : keys.indexOf(String(key)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t(`${K}.dnd.start`, { name: nameOf(active.id), position: positionOf(active.id), total: keys.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t(`${K}.dnd.over`, { name: nameOf(active.id), position: positionOf(over.id), total: keys.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t(`${K}.dnd.end`, { name: nameOf(active.id), position: positionOf(over.id), total: keys.length })
        : undefined,
    onDragCancel: ({ active }) => t(`${K}.dnd.cancel`, { name: nameOf(active.id), position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  /** Documents that would stand in the step: its own and those of removed steps sent to it. */
  const incomingOf = (index: number) => {
    const step = getValues(`steps.${index}`);
    return (
      step.documentCount +
      getValues("removed").reduce((sum, r) => sum + (r.targetKey === step.key ? r.documentCount : 0), 0)
    );
  };
  const removeStep = (index: number, targetKey: string | null) => {
    const step = getValues(`steps.${index}`);
    const retargeted = getValues("removed").map((r) => (r.targetKey === step.key ? { ...r, targetKey } : r));
    const next = step.rowId
      ? [
          ...retargeted,
          {
            rowId: step.rowId,
            name: step.name,
            documentCount: step.documentCount,
            targetKey: step.documentCount > 0 ? targetKey : null,
          },
        ]
      : retargeted;
    setValue("removed", next, { shouldDirty: true });
    remove(index);
  };
  const askRemove = (index: number) => {
    const count = incomingOf(index);
    if (count === 0) {
      removeStep(index, null);
      return;
    }
    setTarget(null);
    setPending({ index, name: nameOf(getValues(`steps.${index}.key`)), count });
  };
  const targetOptions = pending
    ? steps
        .map((s, i) => ({
          value: s.key,
          label: `${i + 1}. ${s.name.trim() || t(`${K}.form.stepNumber`, { number: i + 1 })}`,
        }))
        .filter((_, i) => i !== pending.index)
    : [];

  const handleRefusal = (refusal: unknown) => {
    const extensions = isGraphQLRequestError(refusal) ? (refusal.errors[0]?.extensions ?? {}) : {};
    const code = isGraphQLRequestError(refusal) ? refusal.code : undefined;
    const position = typeof extensions.position === "number" ? extensions.position : null;
    const key = `error.codes.${code}`;
    if (extensions.field === "name") {
      setError("name", { type: "server", message: key }, { shouldFocus: true });
      return;
    }
    const stepField = code ? STEP_FIELD_OF_CODE[code] : undefined;
    if (extensions.field === "steps" && position && stepField && position <= getValues("steps").length) {
      setError(
        `steps.${position - 1}.${stepField}` as Path<WorkflowFormValues>,
        { type: "server", message: key },
        { shouldFocus: true },
      );
      return;
    }
    setFormError(errorText(refusal));
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset(values);
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  const stepsError = errors.steps?.root?.message ?? errors.steps?.message;
  const removedNotes = useMemo(
    () =>
      removed.map((r) => {
        const targetStep = steps.find((s) => s.key === r.targetKey);
        return r.documentCount > 0
          ? t(`${K}.form.removedNote`, { name: r.name, count: r.documentCount, target: targetStep?.name ?? "?" })
          : t(`${K}.form.removedNoteEmpty`, { name: r.name });
      }),
    [removed, steps, t],
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.form.label`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.form.general`)} description={t(`${K}.form.generalHint`)}>
          <Group align="flex-start" gap="xl" wrap="wrap">
            <TextInput
              style={{ flex: "1 1 320px" }}
              label={t(`${K}.form.name`)}
              description={t(`${K}.form.nameHint`, { max: WORKFLOW_NAME_MAX })}
              withAsterisk
              maxLength={WORKFLOW_NAME_MAX + 20}
              {...register("name")}
              error={error(errors.name?.message)}
            />
            <Controller
              control={control}
              name="isAutomatic"
              render={({ field }) => (
                <Switch
                  mt={28}
                  style={{ flex: "1 1 320px" }}
                  label={t(`${K}.form.isAutomatic`)}
                  description={t(`${K}.form.isAutomaticHint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Group>
        </FormSection>
        <FormSection title={t(`${K}.form.steps`)} description={t(`${K}.form.stepsHint`)}>
          {stepsError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconInfoCircle size={18} />}>
              {error(stepsError)}
            </Alert>
          ) : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${K}.dnd.instructions`) } }}
          >
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              <Stack gap="xs" role="list" aria-label={t(`${K}.form.steps`)}>
                {fields.map((field, index) => (
                  <StepCard
                    key={field.fieldId}
                    sortableId={field.key}
                    index={index}
                    total={fields.length}
                    name={steps[index]?.name ?? ""}
                    documentCount={field.documentCount}
                    isNew={!field.rowId}
                    control={control}
                    register={register}
                    errors={errors}
                    options={options}
                    onMove={(from, to) => move(from, to)}
                    onRemove={askRemove}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
          {removedNotes.length ? (
            <Stack gap={4}>
              {removedNotes.map((note, i) => (
                <Text key={removed[i]!.rowId} fz="sm" c="dimmed">
                  {note}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={fields.length >= WORKFLOW_STEPS_MAX}
              onClick={() => append(emptyStep(), { shouldFocus: true })}
            >
              {t(`${K}.form.addStep`)}
            </Button>
          </Group>
        </FormSection>
        <FormButtons
          cancelHref={cancelHref}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          isNew={isNew}
          isDirty={isDirty}
        />
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t(`${K}.moveDialog.title`)}
        centered
        size={480}
      >
        {pending ? (
          <Stack gap="md">
            <Text fz="sm">{t(`${K}.moveDialog.text`, { name: pending.name, count: pending.count })}</Text>
            {targetOptions.length ? (
              <Select
                label={t(`${K}.moveDialog.target`)}
                data={targetOptions}
                value={target}
                onChange={setTarget}
                allowDeselect={false}
                comboboxProps={{ position: "bottom" }}
              />
            ) : (
              <Alert color="yellow" variant="light">
                {t(`${K}.moveDialog.noTarget`)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)}>
                {t(`${K}.cancel`)}
              </Button>
              <Button
                color="red"
                disabled={!target}
                onClick={() => {
                  removeStep(pending.index, target);
                  setPending(null);
                }}
              >
                {t(`${K}.moveDialog.confirm`)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </form>
  );
}
