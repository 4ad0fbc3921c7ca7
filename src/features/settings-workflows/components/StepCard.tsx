import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { STEP_FLAGS, type StepFlag, WORKFLOW_NAME_MAX, type WorkflowFormValues } from "../forms/workflowFormSchema.ts";
import type { WorkflowFormOptions } from "./useWorkflowFormOptions.ts";

const K = "settingsWorkflows";

export interface StepCardProps {
  sortableId: string;
  index: number;
  total: number;
  name: string;
  documentCount: number;
  isNew: boolean;
  control: Control<WorkflowFormValues>;
  register: UseFormRegister<WorkflowFormValues>;
  errors: FieldErrors<WorkflowFormValues>;
  options: WorkflowFormOptions;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The flags a company can use: cost centre/unit mandatory only with their features. */
export function offeredFlags(options: WorkflowFormOptions): StepFlag[] {
  return STEP_FLAGS.filter(
    (flag) =>
      (flag !== "costCenterMandatory" || options.costCenters) && (flag !== "costUnitMandatory" || options.costUnits),
  );
}

/** One step of the steps editor: drag handle (pointer and keyboard), up/down, name, flags,
 * responsible users and groups, the documents standing in it. */
export function StepCard({
  sortableId,
  index,
  total,
  name,
  documentCount,
  isNew,
  control,
  register,
  errors,
  options,
  onMove,
  onRemove,
}: StepCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sortableId,
  });
  const number = index + 1;
  const stepErrors = errors.steps?.[index];
  const error = (message: string | undefined) => fieldErrorText(t, message);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      data-step-index={index}
      role="listitem"
      aria-label={t(`${K}.form.stepNumber`, { number })}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="lg"
            mt={2}
            style={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
            aria-label={t(`${K}.form.dragHandle`, { number, name: name || "…" })}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          <Text fw={600} mt={6} w={24} ta="right" aria-hidden>
            {number}.
          </Text>
          <TextInput
            style={{ flex: 1 }}
            aria-label={t(`${K}.form.stepName`, { number })}
            placeholder={t(`${K}.form.stepNumber`, { number })}
            maxLength={WORKFLOW_NAME_MAX + 20}
            {...register(`steps.${index}.name`)}
            error={error(stepErrors?.name?.message)}
          />
          <Badge mt={6} variant={documentCount > 0 ? "light" : "default"} color={documentCount > 0 ? "blue" : "gray"}>
            {isNew ? t(`${K}.form.newStep`) : t(`${K}.documentCount`, { count: documentCount })}
          </Badge>
          <Group gap={2} wrap="nowrap" mt={2}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={t(`${K}.form.moveUp`, { number })}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={index === total - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={t(`${K}.form.moveDown`, { number })}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => onRemove(index)}
              aria-label={t(`${K}.form.remove`, { number })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="lg" pl={68} wrap="wrap">
          {offeredFlags(options).map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`steps.${index}.${flag}`}
              render={({ field }) => (
                <Tooltip label={t(`${K}.flags.${flag}Hint`)} openDelay={400} withinPortal>
                  <Checkbox
                    size="sm"
                    label={t(`${K}.flags.${flag}`)}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                  />
                </Tooltip>
              )}
            />
          ))}
        </Group>
        <SimpleGrid cols={options.userGroup ? 2 : 1} spacing="sm" pl={68}>
          <Controller
            control={control}
            name={`steps.${index}.responsibleUserRowIds`}
            render={({ field }) => (
              <MultiSelect
                size="sm"
                label={t(`${K}.form.responsibleUsers`)}
                placeholder={field.value.length ? undefined : t(`${K}.form.responsibleUsersPlaceholder`)}
                data={options.users}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage={t(`${K}.form.nothingFound`)}
                maxDropdownHeight={240}
                error={error(stepErrors?.responsibleUserRowIds?.message)}
              />
            )}
          />
          {options.userGroup ? (
            <Controller
              control={control}
              name={`steps.${index}.responsibleUserGroupRowIds`}
              render={({ field }) => (
                <MultiSelect
                  size="sm"
                  label={t(`${K}.form.responsibleGroups`)}
                  placeholder={field.value.length ? undefined : t(`${K}.form.responsibleGroupsPlaceholder`)}
                  data={options.groups}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  hidePickedOptions
                  nothingFoundMessage={t(`${K}.form.nothingFound`)}
                  maxDropdownHeight={240}
                  error={error(stepErrors?.responsibleUserGroupRowIds?.message)}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
