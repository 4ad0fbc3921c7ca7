import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconReceiptTax } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  accountingItemsFormSchema,
  type AccountingItemFormValues,
  type AccountingItemsFormValues,
  toAccountingItemInputs,
} from "../forms/accountingItemsFormSchema.ts";
import { formatAmountInput, inputLocaleOf } from "../../../lib/decimalInput.ts";
import { fromCents } from "../../../lib/decimal.ts";
import type { AccountingOptions } from "../lib/accountingOptions.ts";
import { countedRows, remainingOfValues } from "../lib/formRemaining.ts";
import { remainingLines } from "../lib/remainingLines.ts";
import { accountingRefusalOf } from "../lib/serverRefusal.ts";
import { useSetAccountingItemsMutation } from "../mutations/useSetAccountingItemsMutation.ts";
import { AccountingItemCard } from "./AccountingItemCard.tsx";
import { RemainingAmount } from "./RemainingAmount.tsx";
import { useErrorText } from "./useErrorText.ts";

export interface AccountingItemsFormProps {
  documentRowId: string;
  defaults: AccountingItemsFormValues;
  options: AccountingOptions;
}

/** The editable accounting items, one compact card each (the tab lives in a narrow side
 * panel), saved as a whole. */
export function AccountingItemsForm({ documentRowId, defaults, options }: AccountingItemsFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const errorText = useErrorText();
  const schema = useMemo(
    () =>
      accountingItemsFormSchema({
        locale,
        vats: new Map(options.vats.map((v) => [v.rowId, v])),
        unavailableAccountRowIds: new Set(
          options.accounts.filter((a) => a.isDisabled && !a.isUsed).map((a) => a.rowId),
        ),
        costCenters: options.flags.costCenters,
        costUnits: options.flags.costUnits,
        singleCostCenter: options.flags.singleCostCenter,
        singleCostUnit: options.flags.singleCostUnit,
      }),
    [locale, options],
  );
  const form = useForm<AccountingItemsFormValues>({
    resolver: zodResolver(schema),
    // Checked first on save, then on every change. Not "onTouched": a new row's untouched
    // fields then got errors at once (useFieldArray validates the array on append), a chosen
    // account kept its stale "required" until the save button's mousedown blurred it, and the
    // button, moving up under the pointer as the message went, never got the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaults,
  });
  const { control, handleSubmit, setError, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const items = useWatch({ control, name: "items" });
  const remaining = remainingOfValues(items ?? [], options, locale);
  const [commit, isSaving] = useSetAccountingItemsMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const newItem = (amount = ""): AccountingItemFormValues => ({
    title: "",
    bookingType: options.bookingSide,
    amount,
    amountType: "GROSS",
    generalLedgerAccountRowId: null,
    valueAddedTaxRowId: null,
    valueAddedTaxPercentage: null,
    costCenters: [],
    costUnits: [],
  });
  // One row per VAT rate of the invoice that is not booked yet, with the rate's tax key.
  const takeRemaining = () => {
    if (remaining === null || remaining <= 0n) return;
    const lines = remainingLines({
      remainingCents: remaining,
      rates: options.invoiceRates,
      rows: countedRows(items ?? [], options, locale),
      bookingSide: options.bookingSide,
      vats: options.vats,
      preferredType: options.preferredVatType,
    });
    append(
      lines.map((line) => ({
        ...newItem(formatAmountInput(fromCents(line.amountCents), locale)),
        amountType: line.amountType,
        valueAddedTaxRowId: line.valueAddedTaxRowId,
        valueAddedTaxPercentage: line.valueAddedTaxPercentage,
      })),
    );
  };

  // "Fully booked" only for what is saved and valid: rows typed but not saved, or not valid
  // yet, say so (the schema's check as the save would run it, without marking the fields
  // before the person tries to save).
  const liveCheck = schema.safeParse({ items: items ?? [] });
  const incompletePositions = liveCheck.success
    ? []
    : [...new Set(liveCheck.error.issues.map((issue) => Number(issue.path[1])).filter(Number.isInteger))]
        .sort((a, b) => a - b)
        .map((i) => i + 1);

  // Every refused save says why: next to the fields, and here with the items to check (an
  // error on a field that shows none would otherwise leave the button doing nothing visible).
  const itemErrors = formState.errors.items;
  const invalidPositions = Array.isArray(itemErrors)
    ? itemErrors.flatMap((itemError, i) => (itemError ? [i + 1] : []))
    : [];
  const invalid = formState.submitCount > 0 && (invalidPositions.length > 0 || itemErrors !== undefined);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    commit({
      variables: { input: { documentRowId, items: toAccountingItemInputs(values, locale) } },
      // The store answers with the saved items: the tab starts this form again from them.
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("documentAccounting.saved") });
      },
      onError: (error) => {
        const refusal = accountingRefusalOf(error);
        const message = `server:${refusal.code}`;
        if (refusal.path)
          setError(refusal.path as `items.${number}.amount`, { type: "server", message }, { shouldFocus: true });
        else setFormError(message);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t("documentAccounting.title")}>
        <Stack gap="md">
          {fields.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t("documentAccounting.empty")}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} aria-label={t("documentAccounting.table")}>
              {fields.map((field, index) => (
                <AccountingItemCard
                  key={field.id}
                  index={index}
                  options={options}
                  locale={locale}
                  onRemove={() => remove(index)}
                  isIncomplete={incompletePositions.includes(index + 1)}
                />
              ))}
            </Stack>
          )}
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => append(newItem())}>
              {t("documentAccounting.addItem")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconReceiptTax size={16} />}
              onClick={takeRemaining}
              disabled={remaining === null || remaining <= 0n}
            >
              {t("documentAccounting.addRemaining")}
            </Button>
          </Group>
          <RemainingAmount
            remainingCents={remaining}
            currency={options.currency}
            isUnsaved={formState.isDirty}
            incompletePositions={incompletePositions}
          />
          {/* Above the messages: one appearing or going never moves the button under the pointer. */}
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {t("documentAccounting.save")}
            </Button>
          </Group>
          {invalid && (
            <Alert color="red" role="alert">
              {invalidPositions.length > 0
                ? t("documentAccounting.notSavedItems", {
                    positions: invalidPositions.join(", "),
                    count: invalidPositions.length,
                  })
                : t("documentAccounting.notSaved")}
            </Alert>
          )}
          {formError && (
            <Alert color="red" role="alert">
              {errorText(formError)}
            </Alert>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
