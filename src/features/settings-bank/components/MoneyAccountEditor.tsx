import { Group, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MoneyAccountEditor_clientCompany$key } from "../../../__generated__/MoneyAccountEditor_clientCompany.graphql.ts";
import type { MoneyAccountEditor_moneyAccount$key } from "../../../__generated__/MoneyAccountEditor_moneyAccount.graphql.ts";
import {
  type MoneyAccountFormValues,
  moneyAccountFormValuesOf,
  toMoneyAccountPatch,
} from "../forms/moneyAccountFormSchema.ts";
import { refusalText } from "../hooks/useServerRefusal.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { useUpdateMoneyAccountMutation } from "../mutations/useUpdateMoneyAccountMutation.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { MoneyAccountForm } from "./MoneyAccountForm.tsx";

export interface MoneyAccountEditorProps {
  kind: MoneyAccountKind;
  moneyAccount: MoneyAccountEditor_moneyAccount$key;
  clientCompany: MoneyAccountEditor_clientCompany$key;
  bankNames: ReadonlyMap<string, string>;
  listHref: string;
}

/** The detail page's editing: the active switch (accounts are deactivated, never deleted:
 * their transactions and payments stay) and the account's form. */
export function MoneyAccountEditor({
  kind,
  moneyAccount,
  clientCompany,
  bankNames,
  listHref,
}: MoneyAccountEditorProps) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment MoneyAccountEditor_moneyAccount on MoneyAccount {
        rowId
        name
        active
        description
        currency
        iban
        bic
        holder
        includeHolderWithPayment
        bankAccountType
        number
        cardBrand
        limit
        generalLedgerAccountRowId
      }
    `,
    moneyAccount,
  );
  const company = useFragment(
    graphql`
      fragment MoneyAccountEditor_clientCompany on ClientCompany {
        ...MoneyAccountForm_clientCompany
      }
    `,
    clientCompany,
  );
  const [commit, isCommitting] = useUpdateMoneyAccountMutation();
  const defaultValues = useMemo(
    () =>
      moneyAccountFormValuesOf({
        name: account.name,
        description: account.description,
        currency: account.currency,
        iban: account.iban,
        bic: account.bic,
        holder: account.holder,
        includeHolderWithPayment: account.includeHolderWithPayment,
        bankAccountType: account.bankAccountType,
        number: account.number,
        cardBrand: account.cardBrand,
        limit: account.limit,
        generalLedgerAccountRowId: account.generalLedgerAccountRowId,
      }),
    [account],
  );

  const save = async (values: MoneyAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { rowId: account.rowId, patch: toMoneyAccountPatch(kind, values) },
    });
    changedRow(response.updateMoneyAccount?.moneyAccount);
    notifications.show({ color: "teal", message: t("settingsBank.form.saved") });
  };

  const setActive = (active: boolean) => {
    commitAsPromise(commit, { input: { rowId: account.rowId, patch: { active } } })
      .then((response) => changedRow(response.updateMoneyAccount?.moneyAccount))
      .then(
        () =>
          notifications.show({
            color: "teal",
            message: t(active ? "settingsBank.status.activated" : "settingsBank.status.deactivated", {
              name: account.name,
            }),
          }),
        (error: unknown) =>
          notifications.show({
            color: "red",
            title: t("settingsBank.status.notChanged"),
            message: refusalText(error, "moneyAccount", t),
          }),
      );
  };

  return (
    <Stack gap="lg">
      <FormSection title={t("settingsBank.sections.status")}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={2}>
            <Text fw={500}>
              {account.active ? t("settingsBank.status.isActive") : t("settingsBank.status.isInactive")}
            </Text>
            <Text fz="sm" c="dimmed">
              {t(`settingsBank.kinds.${kind}.activeHint`)}
            </Text>
          </Stack>
          <Switch
            size="md"
            aria-label={t("settingsBank.status.switchLabel")}
            checked={account.active}
            disabled={isCommitting}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
        </Group>
      </FormSection>
      <MoneyAccountForm
        // A fresh form for another account (the route may switch accounts in place).
        key={account.rowId}
        kind={kind}
        clientCompany={company}
        bankNames={bankNames}
        defaultValues={defaultValues}
        save={save}
        submitLabel={t("settingsBank.form.save")}
        cancelHref={listHref}
      />
    </Stack>
  );
}
