import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type Control, type FieldErrors, type UseFormSetValue, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  BLANK_APPROVER_TYPES,
  DOCUMENT_TYPES,
  PAYMENT_STATUSES,
  RULE_COMPARISONS,
  RULE_COMPLETENESS_LEVELS,
  RULE_CONDITION_KINDS,
  RULE_EQUALITIES,
  RULE_MACRO_CONDITIONS,
  type RuleConditionKind,
} from "../../../lib/rules/index.ts";
import {
  AmountControl,
  BooleanControl,
  type ChoiceData,
  ChoiceControl,
  DateControl,
  useRuleErrorText,
} from "./ruleFieldControls.tsx";
import type { RuleOptions } from "./useRuleOptions.ts";

// The "if" of a rule: its conditions, all of which must match, in their order (spec part 2 §3
// "RuleAction"). Every kind offers its fields, each with its equality or comparison operator;
// macro conditions only with their feature.

const K = "settingsRules";

export type ConditionValues = { kind: RuleConditionKind } & Record<string, unknown>;
export interface RuleActionFormValues {
  name: string;
  description: string;
  conditions: ConditionValues[];
}

type FieldKind =
  | "eq"
  | "cmp"
  | "bool"
  | "date"
  | "amount"
  | { enum: readonly string[]; labels: string }
  | { ref: keyof Omit<RuleOptions, "macroConditions" | "macroReactions"> };
interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
}

const eq = (name: string, required = true): FieldSpec => ({ name, kind: "eq", required });
const cmp = (name: string, required = true): FieldSpec => ({ name, kind: "cmp", required });

/** The fields of each kind of condition, as pairs of operator and value. */
export const CONDITION_FIELDS: Record<RuleConditionKind, FieldSpec[]> = {
  DOCUMENT: [
    { name: "approved", kind: "bool" },
    { name: "hasControllerUserOnDocumentPartnerCompany", kind: "bool" },
    { name: "paymentStatus", kind: { enum: PAYMENT_STATUSES, labels: "paymentStatus" } },
  ],
  MACRO: [
    eq("macroEquality"),
    { name: "macro", kind: { enum: RULE_MACRO_CONDITIONS, labels: "macroCondition" }, required: true },
  ],
  CATEGORY_DOCUMENT_TYPE: [
    eq("documentTypeEquality"),
    { name: "documentType", kind: { enum: DOCUMENT_TYPES, labels: "documentType" }, required: true },
  ],
  CATEGORY: [
    eq("documentCategoryRowIdEquality"),
    { name: "documentCategoryRowId", kind: { ref: "categories" }, required: true },
  ],
  TAG: [eq("clientCompanyTagRowIdEquality"), { name: "clientCompanyTagRowId", kind: { ref: "tags" }, required: true }],
  WORKFLOW_STEP: [
    eq("documentWorkflowStepRowIdEquality"),
    { name: "documentWorkflowStepRowId", kind: { ref: "steps" }, required: true },
  ],
  APPROVAL: [
    { name: "blankApproverType", kind: { enum: BLANK_APPROVER_TYPES, labels: "blankApproverType" } },
    { name: "approverUserRowId", kind: { ref: "members" } },
  ],
  IMPORT_DATE: [cmp("importDateComparison"), { name: "importDate", kind: "date", required: true }],
  REAL_ESTATE_OBJECT: [
    eq("documentRealEstateObjectInstanceRowIdEquality"),
    { name: "realEstateObjectRowId", kind: { ref: "realEstateObjects" }, required: true },
  ],
  INVOICE: [
    cmp("totalComparison", false),
    { name: "total", kind: "amount" },
    cmp("invoiceDateComparison", false),
    { name: "invoiceDate", kind: "date" },
    eq("completenessLevelEquality", false),
    { name: "completenessLevel", kind: { enum: RULE_COMPLETENESS_LEVELS, labels: "completenessLevel" } },
    eq("partnerCompanyRowIdEquality", false),
    { name: "partnerCompanyRowId", kind: { ref: "partners" } },
    eq("costCenterRowIdEquality", false),
    { name: "costCenterRowId", kind: { ref: "costCenters" } },
    eq("costUnitRowIdEquality", false),
    { name: "costUnitRowId", kind: { ref: "costUnits" } },
  ],
};

export interface ConditionsEditorProps {
  control: Control<RuleActionFormValues>;
  errors: FieldErrors<RuleActionFormValues>;
  setValue: UseFormSetValue<RuleActionFormValues>;
  options: RuleOptions;
}

export function ConditionsEditor({ control, errors, setValue, options }: ConditionsEditorProps) {
  const { t } = useTranslation();
  const errorText = useRuleErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: "conditions" });
  const conditions = useWatch({ control, name: "conditions" });
  const tr = (key: string) => (t as unknown as (key: string) => string)(key);
  const kinds = RULE_CONDITION_KINDS.filter((kind) => kind !== "MACRO" || options.macroConditions).map((kind) => ({
    value: kind,
    label: tr(`${K}.conditionKinds.${kind}`),
  }));
  const listError = (errors.conditions as { root?: { message?: string }; message?: string } | undefined) ?? undefined;
  const dataOf = (kind: FieldKind): ChoiceData => {
    if (kind === "eq") return RULE_EQUALITIES.map((v) => ({ value: v, label: tr(`${K}.operators.${v}`) }));
    if (kind === "cmp") return RULE_COMPARISONS.map((v) => ({ value: v, label: tr(`${K}.operators.${v}`) }));
    if (typeof kind === "object" && "enum" in kind)
      return kind.enum.map((v) => ({ value: v, label: tr(`${K}.values.${kind.labels}.${v}`) }));
    if (typeof kind === "object" && "ref" in kind) return options[kind.ref];
    return [];
  };

  return (
    <Stack gap="sm">
      {fields.map((item, index) => {
        const kind = conditions?.[index]?.kind ?? item.kind;
        const rowErrors = (errors.conditions?.[index] ?? {}) as Record<string, { message?: string } | undefined> & {
          message?: string;
        };
        return (
          <Paper
            key={item.id}
            withBorder
            p="sm"
            radius="md"
            aria-label={t(`${K}.conditionLabel`, { n: index + 1 })}
            component="fieldset"
          >
            <Group justify="space-between" align="flex-end" mb="xs">
              <Select
                label={t(`${K}.fields.conditionKind`, { n: index + 1 })}
                data={kinds}
                value={kind}
                onChange={(value) =>
                  value && setValue(`conditions.${index}`, { kind: value as RuleConditionKind }, { shouldDirty: true })
                }
                allowDeselect={false}
                w={320}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(index)}
                aria-label={t(`${K}.removeCondition`, { n: index + 1 })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {CONDITION_FIELDS[kind].map((spec) => {
                const name = `conditions.${index}.${spec.name}` as const;
                const label = tr(`${K}.conditionFields.${spec.name}`);
                const error = errorText(rowErrors[spec.name]?.message);
                if (spec.kind === "bool")
                  return <BooleanControl key={spec.name} control={control} name={name} label={label} error={error} />;
                if (spec.kind === "date")
                  return (
                    <DateControl
                      key={spec.name}
                      control={control}
                      name={name}
                      label={label}
                      error={error}
                      required={spec.required}
                    />
                  );
                if (spec.kind === "amount")
                  return <AmountControl key={spec.name} control={control} name={name} label={label} error={error} />;
                return (
                  <ChoiceControl
                    key={spec.name}
                    control={control}
                    name={name}
                    label={label}
                    error={error}
                    required={spec.required}
                    data={dataOf(spec.kind)}
                  />
                );
              })}
            </SimpleGrid>
            {rowErrors.message ? (
              <Text c="red" size="sm" mt={6} role="alert">
                {errorText(rowErrors.message)}
              </Text>
            ) : null}
          </Paper>
        );
      })}
      {listError?.root?.message || listError?.message ? (
        <Text c="red" size="sm" role="alert">
          {errorText(listError.root?.message ?? listError.message)}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ kind: "INVOICE" })}>
          {t(`${K}.addCondition`)}
        </Button>
      </Group>
    </Stack>
  );
}
