import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatAmountInput, inputLocaleOf } from "../../../lib/decimalInput.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useState } from "react";
import {
  type LinkAmountFormInput,
  type LinkAmountFormOutput,
  linkAmountFormSchema,
} from "../forms/linkAmountFormSchema.ts";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { useLinkMoneyTransactionDocumentMutation } from "../mutations/useLinkMoneyTransactionDocumentMutation.ts";

export interface LinkAmountFormProps {
  moneyTransactionRowId: string;
  documentRowId: string;
  currency: string;
  /** What the transaction has left to assign. */
  remaining: string;
  /** What the link gets without an amount (shown as the placeholder). */
  suggestedAmount: string;
  onCancel: () => void;
  onLinked: () => void;
}

type ErrorKey = "banking.link.errors.amountInvalid";

/** The optional part amount of a manual link, then "Verknüpfen". */
export function LinkAmountForm(props: LinkAmountFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const [commit, isLinking] = useLinkMoneyTransactionDocumentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkAmountFormInput, unknown, LinkAmountFormOutput>({
    resolver: zodResolver(linkAmountFormSchema(locale, props.remaining)),
    mode: "onTouched",
    defaultValues: { amount: "" },
  });
  const link = ({ amount }: LinkAmountFormOutput) => {
    setRefusal(null);
    commit({
      variables: {
        input: {
          moneyTransactionRowId: props.moneyTransactionRowId,
          documentRowId: props.documentRowId,
          ...(amount ? { amount } : {}),
        },
      },
      onCompleted: () => props.onLinked(),
      onError: (error) => setRefusal(bankingErrorMessage(error, t)),
    });
  };
  const amountError = errors.amount?.message;
  return (
    <form onSubmit={handleSubmit(link)} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            {...register("amount")}
            label={t("banking.link.amount")}
            description={t("banking.link.amountHint", {
              remaining: formatMoney(props.remaining, props.currency, i18n.language),
            })}
            placeholder={formatAmountInput(props.suggestedAmount, locale)}
            error={
              amountError
                ? t(`banking.link.errors.${amountError}` as ErrorKey, {
                    remaining: formatMoney(props.remaining, props.currency, i18n.language),
                  })
                : undefined
            }
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            w={220}
            rightSection={props.currency === "EUR" ? "€" : props.currency}
          />
          <Group gap="xs" mt={{ base: 0, xs: 42 }}>
            <Button type="submit" size="sm" loading={isLinking}>
              {t("banking.link.submit")}
            </Button>
            <Button variant="default" size="sm" onClick={props.onCancel}>
              {t("banking.actions.cancel")}
            </Button>
          </Group>
        </Group>
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
