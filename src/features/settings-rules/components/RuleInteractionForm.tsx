import { Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type Resolver, useForm, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RULE_TRIGGERS, type RuleActionReaction, ruleActionReactionSchema } from "../../../lib/rules/index.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { ruleRefusalKeyOf } from "../lib/ruleRefusals.ts";
import { ChoiceControl, IntegerControl, useRuleErrorText } from "./ruleFieldControls.tsx";
import type { RuleOption } from "./useRuleOptions.ts";

const K = "settingsRules";

export interface RuleInteractionFormValues {
  ruleActionRowId: string | null;
  ruleReactionRowId: string | null;
  trigger: string | null;
  disabled: boolean;
  sortIndex: number | null;
}

const FORM_FIELDS: ReadonlySet<string> = new Set(["ruleActionRowId", "ruleReactionRowId", "trigger", "sortIndex"]);
const FIELD_OF_CONSTRAINT = {
  rule_action_reactions_sort_index_range: "sortIndex",
  rule_action_reactions_unique_key: "trigger",
};

export interface RuleInteractionFormProps {
  defaultValues: RuleInteractionFormValues;
  actions: RuleOption[];
  reactions: RuleOption[];
  save: (rule: RuleActionReaction) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** A rule: when (trigger), if (action), then (reaction); its order and whether it is on. */
export function RuleInteractionForm({
  defaultValues,
  actions,
  reactions,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: RuleInteractionFormProps) {
  const { t } = useTranslation();
  const errorText = useRuleErrorText();
  const {
    control: typedControl,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RuleInteractionFormValues, unknown, RuleActionReaction>({
    resolver: zodResolver(ruleActionReactionSchema) as unknown as Resolver<
      RuleInteractionFormValues,
      unknown,
      RuleActionReaction
    >,
    mode: "onTouched",
    defaultValues,
  });
  // The field controls take the form's values as they are (the schema's output is for saving).
  const control = typedControl as unknown as Control<RuleInteractionFormValues>;
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    ruleRefusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const submit = handleSubmit(async (rule) => {
    setFormError(null);
    try {
      await save(rule);
      if (!isNew) reset(getValues());
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  const triggers = RULE_TRIGGERS.map((value) => ({ value, label: t(`${K}.triggers.${value}`) }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.interactions.form`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.interactions.section`)} description={t(`${K}.interactions.sectionHint`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="trigger"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.trigger`)}
                  data={triggers}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  withAsterisk
                  allowDeselect={false}
                  error={errorText(errors.trigger?.message)}
                />
              )}
            />
            <IntegerControl
              control={control}
              name="sortIndex"
              label={t(`${K}.fields.sortIndex`)}
              min={0}
              max={100000}
              error={errorText(errors.sortIndex?.message)}
            />
            <ChoiceControl
              control={control}
              name="ruleActionRowId"
              label={t(`${K}.fields.action`)}
              data={actions}
              required
              error={errorText(errors.ruleActionRowId?.message)}
            />
            <ChoiceControl
              control={control}
              name="ruleReactionRowId"
              label={t(`${K}.fields.reaction`)}
              data={reactions}
              required
              error={errorText(errors.ruleReactionRowId?.message)}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="disabled"
            render={({ field }) => (
              <Switch
                mt="md"
                label={t(`${K}.fields.enabled`)}
                checked={!field.value}
                onChange={(event) => field.onChange(!event.currentTarget.checked)}
              />
            )}
          />
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
