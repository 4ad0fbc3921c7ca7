import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useEffect } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AccountingItemsFormValues } from "../forms/accountingItemsFormSchema.ts";
import { formatAmountInput, type InputLocale, parseAmountInput } from "../../../lib/decimalInput.ts";
import { costObjectLabel, type CostObjectOption } from "../lib/accountingOptions.ts";
import { useErrorText } from "./useErrorText.ts";

export interface ShareEditorProps {
  index: number;
  kind: "costCenters" | "costUnits";
  choices: CostObjectOption[];
  /** At most one per item (the company's single-per-item flag): it carries the whole amount. */
  single: boolean;
  locale: InputLocale;
}

/** The cost centres (or cost units) of one accounting item with their shares of its amount. */
export function ShareEditor({ index, kind, choices, single, locale }: ShareEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, setValue, getFieldState, formState } = useFormContext<AccountingItemsFormValues>();
  const name = `items.${index}.${kind}` as const;
  const { fields, append, remove, replace } = useFieldArray({ control, name });
  const itemAmount = useWatch({ control, name: `items.${index}.amount` });
  const firstRowId = useWatch({ control, name: `${name}.0.rowId` });
  const data = choices.map((c) => ({ value: c.rowId, label: costObjectLabel(c) }));
  const position = index + 1;
  const heading = t(`documentAccounting.${kind}.label`);
  const listError = getFieldState(name, formState).error as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = errorText(listError?.message ?? listError?.root?.message);

  // With one share per item, the share is the item's whole amount.
  useEffect(() => {
    if (single && fields.length === 1) setValue(`${name}.0.amount`, itemAmount);
  }, [single, fields.length, itemAmount, name, setValue]);

  if (single) {
    return (
      <Stack gap={4}>
        <Select
          label={heading}
          aria-label={t(`documentAccounting.${kind}.choose`, { position })}
          placeholder={t(`documentAccounting.${kind}.none`)}
          data={data}
          value={firstRowId ?? null}
          onChange={(next) => replace(next ? [{ rowId: next, amount: itemAmount }] : [])}
          searchable
          clearable
          size="xs"
          error={listMessage}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {heading}
      </Text>
      {fields.map((field, i) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`${name}.${i}.rowId`}
            render={({ field: f, fieldState }) => (
              <Select
                aria-label={t(`documentAccounting.${kind}.choose`, { position })}
                data={data}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                searchable
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.${i}.amount`}
            render={({ field: f, fieldState }) => (
              <TextInput
                aria-label={t(`documentAccounting.${kind}.amount`, { position })}
                inputMode="decimal"
                size="xs"
                w={110}
                style={{ flexShrink: 0 }}
                styles={{ input: { textAlign: "right" } }}
                value={f.value}
                onChange={(e) => f.onChange(e.currentTarget.value)}
                onBlur={() => {
                  const parsed = parseAmountInput(f.value, locale);
                  if (parsed) f.onChange(formatAmountInput(parsed, locale));
                  f.onBlur();
                }}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            mt={4}
            onClick={() => remove(i)}
            aria-label={t(`documentAccounting.${kind}.remove`, { position })}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      {listMessage && (
        <Text size="xs" c="red" role="alert">
          {listMessage}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconPlus size={12} />}
        onClick={() => append({ rowId: null, amount: fields.length === 0 ? itemAmount : "" })}
        w="fit-content"
      >
        {t(`documentAccounting.${kind}.add`)}
      </Button>
    </Stack>
  );
}
