import { Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type Resolver, useForm, useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  BLANK_APPROVER_TYPES,
  PAYMENT_STATUSES,
  RULE_MACRO_REACTIONS,
  RULE_NOTIFICATION_DESTINATIONS,
  RULE_REACTION_KINDS,
  type RuleReaction,
  type RuleReactionKind,
  ruleReactionSchema,
} from "../../../lib/rules/index.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { ruleRefusalKeyOf } from "../lib/ruleRefusals.ts";
import { BooleanControl, ChoiceControl, IntegerControl, useRuleErrorText } from "./ruleFieldControls.tsx";
import type { RuleOptions } from "./useRuleOptions.ts";

// The "then" of a rule (spec part 2 §3 "RuleReaction"): every variant with its fields; invoice
// changes each with its change flag; a notification in the app, by e-mail or to a webhook
// (https only, signed with its token).

const K = "settingsRules";

export type RuleReactionFormValues = { name: string; description: string; kind: RuleReactionKind } & Record<
  string,
  unknown
>;

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "description",
  "kind",
  "approverUserRowId",
  "blankApproverType",
  "blankApproverCount",
  "userGroupRowId",
  "macro",
  "clientCompanyTagRowId",
  "changeWorkflowStepRowId",
  "currency",
  "paymentStatus",
  "dueDateFromInvoiceDateInDays",
  "discountUntilFromInvoiceDateInDays",
  "discountPercent",
  "iban",
  "bic",
  "userRowId",
  "destination",
  "receiverUserRowId",
  "receiverEmail",
  "receiverUrl",
  "token",
  "note",
]);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  rule_reactions_name_length: "name",
  rule_reactions_description_length: "description",
  rule_reactions_receiver_url_https: "receiverUrl",
  rule_reactions_token_length: "token",
  rule_reactions_receiver_email_format: "receiverEmail",
  rule_reactions_iban_valid: "iban",
  rule_reactions_bic_format: "bic",
  rule_reactions_currency_format: "currency",
  rule_reactions_due_days_range: "dueDateFromInvoiceDateInDays",
  rule_reactions_discount_days_range: "discountUntilFromInvoiceDateInDays",
  rule_reactions_discount_percent_range: "discountPercent",
  rule_reactions_blank_approver_count_range: "blankApproverCount",
  rule_reactions_note_length: "note",
};

export interface RuleReactionFormProps {
  defaultValues: RuleReactionFormValues;
  options: RuleOptions;
  save: (reaction: RuleReaction) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  /** The webhook already has a secret (an empty token field keeps it). */
  hasToken?: boolean;
}

export function RuleReactionForm({
  defaultValues,
  options,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  hasToken = false,
}: RuleReactionFormProps) {
  const { t } = useTranslation();
  const tr = (key: string, values?: Record<string, unknown>) =>
    (t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);
  const errorText = useRuleErrorText();
  const {
    control: typedControl,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RuleReactionFormValues, unknown, RuleReaction>({
    resolver: zodResolver(ruleReactionSchema) as unknown as Resolver<RuleReactionFormValues, unknown, RuleReaction>,
    mode: "onTouched",
    defaultValues,
  });
  // The field controls take the form's values as they are (the schema's output is for saving).
  const control = typedControl as unknown as Control<RuleReactionFormValues>;
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    ruleRefusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const values = useWatch({ control }) as RuleReactionFormValues;
  const err = (name: string) => errorText((errors as Record<string, { message?: string } | undefined>)[name]?.message);
  // The schema's checks across fields (e.g. an approval request needs exactly one approver).
  const rootError = (errors as Record<string, { message?: string } | undefined>)[""]?.message ?? errors.root?.message;
  const label = (name: string) => tr(`${K}.reactionFields.${name}`);
  const enumData = (values: readonly string[], labels: string) =>
    values.map((value) => ({ value, label: tr(`${K}.values.${labels}.${value}`) }));
  const kinds = RULE_REACTION_KINDS.filter((kind) => kind !== "MACRO" || options.macroReactions).map((kind) => ({
    value: kind,
    label: tr(`${K}.reactionKinds.${kind}`),
  }));

  const submit = handleSubmit(async (reaction) => {
    setFormError(null);
    try {
      await save(reaction);
      if (!isNew) reset({ ...getValues(), token: "" });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  const change = (flag: string, field: React.ReactNode) => (
    <Group key={flag} align="flex-end" wrap="nowrap" gap="sm">
      <Controller
        control={control}
        name={flag}
        render={({ field: f }) => (
          <Checkbox
            label={label(flag)}
            checked={f.value === true}
            onChange={(event) => f.onChange(event.currentTarget.checked)}
            mb={8}
            w={200}
          />
        )}
      />
      <div style={{ flex: 1 }}>{field}</div>
    </Group>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.reactions.form`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.reactions.section`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t(`${K}.fields.name`)} withAsterisk {...register("name")} error={err("name")} />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Select
                  label={t(`${K}.fields.reactionKind`)}
                  data={kinds}
                  value={field.value}
                  onChange={(value) =>
                    value &&
                    reset(
                      {
                        name: getValues("name"),
                        description: getValues("description"),
                        kind: value as RuleReactionKind,
                      },
                      { keepDefaultValues: true },
                    )
                  }
                  allowDeselect={false}
                  withAsterisk
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t(`${K}.fields.description`)}
            autosize
            minRows={1}
            maxRows={4}
            {...register("description")}
            error={err("description")}
          />
        </FormSection>
        <FormSection
          title={tr(`${K}.reactionKinds.${values.kind}`)}
          description={tr(`${K}.reactionHints.${values.kind}`)}
        >
          <Stack gap="sm">
            {values.kind === "APPROVAL_REQUEST" ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ChoiceControl
                  control={control}
                  name="approverUserRowId"
                  label={label("approverUserRowId")}
                  data={options.members}
                  error={err("approverUserRowId")}
                />
                <BooleanControl
                  control={control}
                  name="controllerUserFromDocumentPartnerCompany"
                  label={label("controllerUserFromDocumentPartnerCompany")}
                />
                <ChoiceControl
                  control={control}
                  name="blankApproverType"
                  label={label("blankApproverType")}
                  data={enumData(BLANK_APPROVER_TYPES, "blankApproverType")}
                  error={err("blankApproverType")}
                />
                <IntegerControl
                  control={control}
                  name="blankApproverCount"
                  label={label("blankApproverCount")}
                  min={1}
                  max={20}
                  error={err("blankApproverCount")}
                />
                <ChoiceControl
                  control={control}
                  name="userGroupRowId"
                  label={label("userGroupRowId")}
                  data={options.groups}
                  error={err("userGroupRowId")}
                />
              </SimpleGrid>
            ) : null}
            {values.kind === "CANCEL_APPROVAL_REQUEST" ? (
              <Text size="sm">{t(`${K}.reactionHints.noFields`)}</Text>
            ) : null}
            {values.kind === "MACRO" ? (
              <ChoiceControl
                control={control}
                name="macro"
                label={label("macro")}
                data={enumData(RULE_MACRO_REACTIONS, "macroReaction")}
                required
                error={err("macro")}
              />
            ) : null}
            {values.kind === "TAG" ? (
              <ChoiceControl
                control={control}
                name="clientCompanyTagRowId"
                label={label("clientCompanyTagRowId")}
                data={options.tags}
                required
                error={err("clientCompanyTagRowId")}
              />
            ) : null}
            {values.kind === "WORKFLOW_STEP_CHANGE" ? (
              <ChoiceControl
                control={control}
                name="changeWorkflowStepRowId"
                label={label("changeWorkflowStepRowId")}
                data={options.steps}
                required
                error={err("changeWorkflowStepRowId")}
              />
            ) : null}
            {values.kind === "INVOICE_CHANGES" ? (
              <Stack gap="xs">
                {change(
                  "changeCurrency",
                  <TextInput
                    label={label("currency")}
                    maxLength={3}
                    {...register("currency", { setValueAs: (v: string) => v || null })}
                    error={err("currency")}
                  />,
                )}
                {change(
                  "changePaymentStatus",
                  <ChoiceControl
                    control={control}
                    name="paymentStatus"
                    label={label("paymentStatus")}
                    data={enumData(PAYMENT_STATUSES, "paymentStatus")}
                    error={err("paymentStatus")}
                  />,
                )}
                {change(
                  "changeDueDateFromInvoiceDateInDays",
                  <IntegerControl
                    control={control}
                    name="dueDateFromInvoiceDateInDays"
                    label={label("dueDateFromInvoiceDateInDays")}
                    min={0}
                    max={365}
                    error={err("dueDateFromInvoiceDateInDays")}
                  />,
                )}
                {change(
                  "changeDiscountUntilFromInvoiceDateInDays",
                  <IntegerControl
                    control={control}
                    name="discountUntilFromInvoiceDateInDays"
                    label={label("discountUntilFromInvoiceDateInDays")}
                    min={0}
                    max={365}
                    error={err("discountUntilFromInvoiceDateInDays")}
                  />,
                )}
                {change(
                  "changeDiscountPercent",
                  <IntegerControl
                    control={control}
                    name="discountPercent"
                    label={label("discountPercent")}
                    min={0}
                    max={100}
                    decimals={2}
                    error={err("discountPercent")}
                  />,
                )}
                {change(
                  "changeIban",
                  <TextInput
                    label={label("iban")}
                    {...register("iban", { setValueAs: (v: string) => v || null })}
                    error={err("iban")}
                  />,
                )}
                {change(
                  "changeBic",
                  <TextInput
                    label={label("bic")}
                    {...register("bic", { setValueAs: (v: string) => v || null })}
                    error={err("bic")}
                  />,
                )}
              </Stack>
            ) : null}
            {values.kind === "SEND_MAIL_ON_WORKFLOW_CHANGE" ? (
              <ChoiceControl
                control={control}
                name="userRowId"
                label={label("userRowId")}
                data={options.members}
                required
                error={err("userRowId")}
              />
            ) : null}
            {values.kind === "SEND_NOTIFICATION" ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ChoiceControl
                  control={control}
                  name="destination"
                  label={label("destination")}
                  data={enumData(RULE_NOTIFICATION_DESTINATIONS, "destination")}
                  required
                  error={err("destination")}
                />
                {values.destination === "IN_APP" ? (
                  <ChoiceControl
                    control={control}
                    name="receiverUserRowId"
                    label={label("receiverUserRowId")}
                    data={options.members}
                    required
                    error={err("receiverUserRowId")}
                  />
                ) : null}
                {values.destination === "EMAIL" ? (
                  <TextInput
                    type="email"
                    label={label("receiverEmail")}
                    withAsterisk
                    {...register("receiverEmail", { setValueAs: (v: string) => v || null })}
                    error={err("receiverEmail")}
                  />
                ) : null}
                {values.destination === "WEBHOOK" ? (
                  <>
                    <TextInput
                      label={label("receiverUrl")}
                      description={t(`${K}.reactionHints.receiverUrl`)}
                      placeholder="https://"
                      withAsterisk
                      {...register("receiverUrl", { setValueAs: (v: string) => v || null })}
                      error={err("receiverUrl")}
                    />
                    <PasswordInput
                      label={label("token")}
                      description={hasToken ? t(`${K}.reactionHints.tokenKept`) : t(`${K}.reactionHints.token`)}
                      withAsterisk={!hasToken}
                      autoComplete="new-password"
                      {...register("token", { setValueAs: (v: string) => v || null })}
                      error={err("token")}
                    />
                  </>
                ) : null}
                <Textarea
                  label={label("note")}
                  autosize
                  minRows={1}
                  maxRows={4}
                  {...register("note", { setValueAs: (v: string) => v || null })}
                  error={err("note")}
                />
              </SimpleGrid>
            ) : null}
            {rootError ? (
              <Text c="red" size="sm" role="alert">
                {errorText(rootError)}
              </Text>
            ) : null}
          </Stack>
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
