import {
  Alert,
  Button,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, type FieldErrors, type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  WIZARD_NAME_MAX,
  WIZARD_STEP_NAME_MAX,
  wizardFormSchema,
  type WizardFormOutput,
  type WizardFormValues,
} from "../../../lib/wizards/workflowAndApprovalWizard.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { serverRefusalOf } from "../../../relay/serverRefusal.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { wizardSummaryLines, wizardStepsOf } from "../lib/wizardSummary.ts";
import { wizardRefusalKeyOf } from "../lib/wizardRefusals.ts";
import type { WizardOptions } from "./useWizardOptions.ts";

const K = "settingsWizards";

/** The questions of each step of the guided flow, in order. */
const STEP_FIELDS: readonly (readonly FieldPath<WizardFormValues>[])[] = [
  ["approverType", "approverUserRowId", "approverUserGroupRowId"],
  ["amount", "amountBasis", "documentCategoryRowIds", "partnerCompanyRowIds"],
  [
    "hasReviewStep",
    "reviewStepName",
    "reviewerUserRowId",
    "approvalStepName",
    "finalStepName",
    "moveToFinalStepAfterApproval",
  ],
  ["name"],
];
const FORM_FIELDS: ReadonlySet<string> = new Set(STEP_FIELDS.flat());
const FIELD_OF_CONSTRAINT = { wizard_workflow_and_approvals_name_length: "name" };

function firstStepWithError(errors: FieldErrors<WizardFormValues>): number | null {
  const index = STEP_FIELDS.findIndex((fields) => fields.some((field) => field in errors));
  return index < 0 ? null : index;
}

export interface WorkflowWizardFormProps {
  defaultValues: WizardFormValues;
  options: WizardOptions;
  save: (values: WizardFormOutput) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** The guided flow: who approves, from which amount, the steps, then a summary to save. */
export function WorkflowWizardForm({
  defaultValues,
  options,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: WorkflowWizardFormProps) {
  const { t, i18n } = useTranslation();
  const [active, setActive] = useState(isNew ? 0 : STEP_FIELDS.length - 1);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<WizardFormValues, unknown, WizardFormOutput>({
    resolver: zodResolver(wizardFormSchema),
    // Checked as answered: a refused question's message goes the moment it is answered, not on
    // the next blur — that blur would come with the click on "Next", move the button up under
    // the pointer and lose the click.
    mode: "onChange",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    wizardRefusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const values = useWatch({ control }) as WizardFormValues;
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const locale = inputLocaleOf(i18n.language);

  const next = async () => {
    if (await trigger(STEP_FIELDS[active] as FieldPath<WizardFormValues>[], { shouldFocus: true }))
      setActive((step) => Math.min(step + 1, STEP_FIELDS.length - 1));
  };

  const submit = handleSubmit(
    async (output) => {
      setFormError(null);
      try {
        await save(output);
        if (!isNew) reset(getValues());
      } catch (refusal) {
        handleRefusal(refusal);
        // A refusal about an earlier question opens that question's step.
        const field = serverRefusalOf(refusal, FORM_FIELDS, FIELD_OF_CONSTRAINT).field;
        const step = STEP_FIELDS.findIndex((fields) => fields.some((name) => name === field));
        if (step >= 0) setActive(step);
      }
    },
    (invalid) => {
      const step = firstStepWithError(invalid);
      if (step !== null) setActive(step);
    },
  );

  const isLast = active === STEP_FIELDS.length - 1;
  const summary = wizardSummaryLines(values, options.names, t, i18n.language);
  const steps = wizardStepsOf(values);
  const memberSelect = (name: "approverUserRowId" | "reviewerUserRowId", label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          data={options.members}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          searchable
          clearable={name === "reviewerUserRowId"}
          withAsterisk={name === "approverUserRowId"}
          nothingFoundMessage={t(`${K}.fields.nothingFound`)}
          error={error(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.title`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <Stepper
          active={active}
          onStepClick={(step) => (step < active || !isNew ? setActive(step) : undefined)}
          size="sm"
        >
          <Stepper.Step label={t(`${K}.steps.approver`)} description={t(`${K}.steps.approverHint`)}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <Controller
                  control={control}
                  name="approverType"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="wizard-approver-type">
                        {t(`${K}.fields.approverType`)}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="wizard-approver-type"
                        value={field.value}
                        onChange={field.onChange}
                        data={[
                          { value: "USER", label: t(`${K}.fields.approverTypeUser`) },
                          {
                            value: "USER_GROUP",
                            label: t(`${K}.fields.approverTypeGroup`),
                            disabled: !options.hasUserGroups,
                          },
                        ]}
                        style={{ alignSelf: "flex-start" }}
                      />
                      {!options.hasUserGroups ? (
                        <Text size="xs" c="dimmed">
                          {t(`${K}.fields.approverTypeGroupOff`)}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                />
                {values.approverType === "USER_GROUP" ? (
                  <Controller
                    control={control}
                    name="approverUserGroupRowId"
                    render={({ field }) => (
                      <Select
                        label={t(`${K}.fields.approverGroup`)}
                        description={t(`${K}.fields.approverGroupHint`)}
                        data={options.groups}
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value)}
                        onBlur={field.onBlur}
                        searchable
                        withAsterisk
                        nothingFoundMessage={t(`${K}.fields.nothingFound`)}
                        error={error(errors.approverUserGroupRowId?.message)}
                      />
                    )}
                  />
                ) : (
                  memberSelect("approverUserRowId", t(`${K}.fields.approverUser`), t(`${K}.fields.approverUserHint`))
                )}
              </Stack>
            </Paper>
          </Stepper.Step>
          <Stepper.Step label={t(`${K}.steps.amount`)} description={t(`${K}.steps.amountHint`)}>
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Controller
                  control={control}
                  name="amount"
                  render={({ field }) => (
                    <NumberInput
                      label={t(`${K}.fields.amount`)}
                      description={t(`${K}.fields.amountHint`)}
                      value={field.value}
                      valueIsNumericString
                      onValueChange={({ value }) => field.onChange(value)}
                      onBlur={field.onBlur}
                      min={0}
                      clampBehavior="none"
                      allowNegative={false}
                      decimalScale={2}
                      fixedDecimalScale
                      thousandSeparator={locale === "de" ? "." : ","}
                      decimalSeparator={locale === "de" ? "," : "."}
                      suffix=" €"
                      hideControls
                      withAsterisk
                      error={error(errors.amount?.message)}
                    />
                  )}
                />
                {/* The rules compare an invoice's total (gross): the wizard says so rather than
                    offering net, which the rules could not keep. */}
                <Text size="xs" c="dimmed" mt={-8}>
                  {t(`${K}.fields.amountBasisHint`)}
                </Text>
                <Controller
                  control={control}
                  name="documentCategoryRowIds"
                  render={({ field }) => (
                    <MultiSelect
                      label={t(`${K}.fields.categories`)}
                      description={t(`${K}.fields.categoriesHint`)}
                      data={options.categories}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      searchable
                      clearable
                      nothingFoundMessage={t(`${K}.fields.nothingFound`)}
                      error={error(errors.documentCategoryRowIds?.message)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="partnerCompanyRowIds"
                  render={({ field }) => (
                    <MultiSelect
                      label={t(`${K}.fields.partners`)}
                      description={t(`${K}.fields.partnersHint`)}
                      data={options.partners}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      searchable
                      clearable
                      limit={100}
                      nothingFoundMessage={t(`${K}.fields.nothingFound`)}
                      error={error(errors.partnerCompanyRowIds?.message)}
                    />
                  )}
                />
              </SimpleGrid>
            </Paper>
          </Stepper.Step>
          <Stepper.Step label={t(`${K}.steps.flow`)} description={t(`${K}.steps.flowHint`)}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <Controller
                  control={control}
                  name="hasReviewStep"
                  render={({ field }) => (
                    <Switch
                      label={t(`${K}.fields.hasReviewStep`)}
                      description={t(`${K}.fields.hasReviewStepHint`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      error={error(errors.hasReviewStep?.message)}
                    />
                  )}
                />
                {values.hasReviewStep ? (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={t(`${K}.fields.reviewStepName`)}
                      withAsterisk
                      maxLength={WIZARD_STEP_NAME_MAX + 20}
                      {...register("reviewStepName")}
                      error={error(errors.reviewStepName?.message)}
                    />
                    {memberSelect("reviewerUserRowId", t(`${K}.fields.reviewer`))}
                  </SimpleGrid>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t(`${K}.fields.approvalStepName`)}
                    withAsterisk
                    maxLength={WIZARD_STEP_NAME_MAX + 20}
                    {...register("approvalStepName")}
                    error={error(errors.approvalStepName?.message)}
                  />
                  <TextInput
                    label={t(`${K}.fields.finalStepName`)}
                    description={t(`${K}.fields.finalStepNameHint`)}
                    withAsterisk
                    maxLength={WIZARD_STEP_NAME_MAX + 20}
                    {...register("finalStepName")}
                    error={error(errors.finalStepName?.message)}
                  />
                </SimpleGrid>
                <Controller
                  control={control}
                  name="moveToFinalStepAfterApproval"
                  render={({ field }) => (
                    <Switch
                      label={t(`${K}.fields.moveToFinalStep`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              </Stack>
            </Paper>
          </Stepper.Step>
          <Stepper.Step label={t(`${K}.steps.summary`)} description={t(`${K}.steps.summaryHint`)}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <TextInput
                  label={t(`${K}.fields.name`)}
                  description={t(`${K}.fields.nameHint`)}
                  withAsterisk
                  maxLength={WIZARD_NAME_MAX + 20}
                  {...register("name")}
                  error={error(errors.name?.message)}
                />
                <section aria-labelledby="wizard-summary-title">
                  <Title order={3} size="h5" id="wizard-summary-title" mb={6}>
                    {t(`${K}.summary.title`)}
                  </Title>
                  <List spacing={4} size="sm" data-testid="wizard-summary">
                    {summary.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </section>
                <section aria-labelledby="wizard-steps-title">
                  <Title order={3} size="h5" id="wizard-steps-title" mb={6}>
                    {t(`${K}.summary.stepsTitle`)}
                  </Title>
                  <List type="ordered" spacing={4} size="sm">
                    {steps.map((step, index) => (
                      <List.Item key={`${index}-${step}`}>{step}</List.Item>
                    ))}
                  </List>
                </section>
                <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                  {t(`${K}.summary.rulesNote`)}
                </Alert>
                {!options.hasRules ? (
                  <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
                    {t(`${K}.summary.rulesOff`)}
                  </Alert>
                ) : null}
              </Stack>
            </Paper>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <HrefButton href={cancelHref} variant="default">
            {t(`${K}.buttons.cancel`)}
          </HrefButton>
          <Group gap="sm">
            {active > 0 ? (
              <Button variant="default" onClick={() => setActive((step) => step - 1)}>
                {t(`${K}.buttons.back`)}
              </Button>
            ) : null}
            {/* Own keys: the click on "Next" must not land on the submit button that replaces it. */}
            {isLast ? (
              <Button key="submit" type="submit" loading={isSubmitting} disabled={!isNew && !isDirty}>
                {submitLabel}
              </Button>
            ) : (
              <Button key="next" onClick={() => void next()}>
                {t(`${K}.buttons.next`)}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
