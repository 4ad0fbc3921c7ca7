import { Checkbox, Grid, NumberInput, Select, TextInput } from "@mantine/core";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatIban } from "../../../lib/format.ts";
import {
  BANK_ACCOUNT_TYPES,
  CREDIT_CARD_BRANDS,
  HOLDER_MAX,
  type MoneyAccountFormValues,
} from "../forms/moneyAccountFormSchema.ts";
import { bankNameOf } from "../lib/bankNames.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";

/** IBANs and card numbers are easier to check in a fixed-width font (only the input). */
const MONOSPACE_INPUT = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

export interface MoneyAccountKindFieldsProps {
  kind: MoneyAccountKind;
  bankNames: ReadonlyMap<string, string>;
}

/** The fields only one kind has: the bank connection (IBAN, BIC, holder, overdraft), the
 * card (masked number, brand, holder, limit) or the cash book's number. */
export function MoneyAccountKindFields({ kind, bankNames }: MoneyAccountKindFieldsProps) {
  const { t, i18n } = useTranslation();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<MoneyAccountFormValues>();
  const bic = useWatch({ control, name: "bic" });
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const isGerman = !i18n.language.startsWith("en");
  const limitField = (limitKind: "bank" | "creditCard") => (
    <Controller
      control={control}
      name="limit"
      render={({ field }) => (
        <NumberInput
          label={t(`settingsBank.kinds.${limitKind}.limitLabel`)}
          description={t(`settingsBank.kinds.${limitKind}.limitHint`)}
          value={field.value}
          valueIsNumericString
          onValueChange={({ value }) => field.onChange(value)}
          onBlur={field.onBlur}
          min={0}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator={isGerman ? "." : ","}
          decimalSeparator={isGerman ? "," : "."}
          hideControls
          rightSection={<CurrencySuffix />}
          error={error(errors.limit?.message)}
        />
      )}
    />
  );

  if (kind === "bank") {
    const bankName = bankNameOf(bankNames, bic);
    const ibanField = register("iban");
    const bicField = register("bic");
    return (
      <FormSection title={t("settingsBank.sections.bankConnection")}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t("settingsBank.fields.iban")}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              styles={MONOSPACE_INPUT}
              placeholder="DE00 0000 0000 0000 0000 00"
              {...ibanField}
              onBlur={(event) => {
                // Shown in groups of four, as on bank statements; stored without spaces.
                const value = event.currentTarget.value;
                if (/^[A-Za-z0-9\s]+$/.test(value)) setValue("iban", formatIban(value));
                void ibanField.onBlur(event);
              }}
              error={error(errors.iban?.message)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t("settingsBank.fields.bic")}
              description={bankName ?? t("settingsBank.fields.bicHint")}
              autoComplete="off"
              spellCheck={false}
              styles={MONOSPACE_INPUT}
              {...bicField}
              onBlur={(event) => {
                setValue("bic", event.currentTarget.value.replace(/\s+/g, "").toUpperCase());
                void bicField.onBlur(event);
              }}
              error={error(errors.bic?.message)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t("settingsBank.fields.holder")}
              description={t("settingsBank.fields.holderHint")}
              maxLength={HOLDER_MAX + 10}
              {...register("holder")}
              error={error(errors.holder?.message)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={control}
              name="bankAccountType"
              render={({ field }) => (
                <Select
                  label={t("settingsBank.fields.bankAccountType")}
                  allowDeselect={false}
                  data={BANK_ACCOUNT_TYPES.map((type) => ({
                    value: type,
                    label: t(`settingsBank.bankAccountTypes.${type}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "CURRENT")}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t("settingsBank.fields.includeHolderWithPayment")}
              description={t("settingsBank.fields.includeHolderWithPaymentHint")}
              {...register("includeHolderWithPayment")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{limitField("bank")}</Grid.Col>
        </Grid>
      </FormSection>
    );
  }

  if (kind === "creditCard") {
    return (
      <FormSection title={t("settingsBank.sections.card")}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t("settingsBank.fields.cardNumber")}
              description={t("settingsBank.fields.cardNumberHint")}
              autoComplete="off"
              spellCheck={false}
              styles={MONOSPACE_INPUT}
              placeholder="•••• •••• •••• 1234"
              {...register("number")}
              error={error(errors.number?.message)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={control}
              name="cardBrand"
              render={({ field }) => (
                <Select
                  label={t("settingsBank.fields.cardBrand")}
                  placeholder={t("settingsBank.fields.cardBrandPlaceholder")}
                  clearable
                  data={CREDIT_CARD_BRANDS.map((brand) => ({
                    value: brand,
                    label: t(`settingsBank.cardBrands.${brand}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t("settingsBank.fields.cardHolder")}
              maxLength={HOLDER_MAX + 10}
              {...register("holder")}
              error={error(errors.holder?.message)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{limitField("creditCard")}</Grid.Col>
        </Grid>
      </FormSection>
    );
  }

  return (
    <FormSection title={t("settingsBank.sections.cashBook")}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t("settingsBank.fields.cashBookNumber")}
            description={t("settingsBank.fields.cashBookNumberHint")}
            {...register("number")}
            error={error(errors.number?.message)}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

/** The account's currency beside the amount input. */
function CurrencySuffix() {
  const currency = useWatch<MoneyAccountFormValues, "currency">({ name: "currency" });
  return (
    <span style={{ fontSize: "var(--mantine-font-size-xs)", color: "var(--mantine-color-dimmed)", paddingRight: 8 }}>
      {currency}
    </span>
  );
}
