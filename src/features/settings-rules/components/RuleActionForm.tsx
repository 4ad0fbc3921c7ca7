import { Stack, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type RuleAction, ruleActionSchema } from "../../../lib/rules/index.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { ruleRefusalKeyOf } from "../lib/ruleRefusals.ts";
import { ConditionsEditor, type RuleActionFormValues } from "./ConditionsEditor.tsx";
import { useRuleErrorText } from "./ruleFieldControls.tsx";
import type { RuleOptions } from "./useRuleOptions.ts";

const K = "settingsRules";
const FORM_FIELDS: ReadonlySet<string> = new Set(["name", "description", "conditions"]);
const FIELD_OF_CONSTRAINT = { rule_actions_name_length: "name", rule_actions_description_length: "description" };

export interface RuleActionFormProps {
  defaultValues: RuleActionFormValues;
  options: RuleOptions;
  save: (action: RuleAction) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** A rule action: name, description and its conditions. */
export function RuleActionForm({
  defaultValues,
  options,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: RuleActionFormProps) {
  const { t } = useTranslation();
  const errorText = useRuleErrorText();
  const {
    control: typedControl,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RuleActionFormValues, unknown, RuleAction>({
    resolver: zodResolver(ruleActionSchema) as unknown as Resolver<RuleActionFormValues, unknown, RuleAction>,
    mode: "onTouched",
    defaultValues,
  });
  // The field controls take the form's values as they are (the schema's output is for saving).
  const control = typedControl as unknown as Control<RuleActionFormValues>;
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    ruleRefusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const submit = handleSubmit(async (action) => {
    setFormError(null);
    try {
      await save(action);
      if (!isNew) reset(getValues());
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.actions.form`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.actions.section`)}>
          <Stack gap="sm">
            <TextInput
              label={t(`${K}.fields.name`)}
              withAsterisk
              {...register("name")}
              error={errorText(errors.name?.message)}
            />
            <Textarea
              label={t(`${K}.fields.description`)}
              autosize
              minRows={1}
              maxRows={4}
              {...register("description")}
              error={errorText(errors.description?.message)}
            />
          </Stack>
        </FormSection>
        <FormSection title={t(`${K}.actions.conditions`)} description={t(`${K}.actions.conditionsHint`)}>
          <ConditionsEditor control={control} errors={errors} setValue={setValue} options={options} />
        </FormSection>
        <FormButtons
          cancelHref={cancelHref}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          isNew={isNew}
          isDirty={isDirty}
        />
      </Stack>
    </form>
  );
}
