import { Badge, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBuildingBank, IconCreditCard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BankAccountSummary_account$key } from "../../../__generated__/BankAccountSummary_account.graphql.ts";
import { accountDisplay } from "../lib/accountDisplay.ts";

export interface BankAccountSummaryProps {
  account: BankAccountSummary_account$key;
}

/** One account of a bank connection: its name, number (spec §2.8's display rule) and holder. */
export function BankAccountSummary(props: BankAccountSummaryProps) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment BankAccountSummary_account on Xs2AAccount {
        rowId
        derivedName
        holder
        isCreditCard
        accountNumber
        iban
      }
    `,
    props.account,
  );
  const display = accountDisplay(account);
  // Without a name of its own the account is called by its number: show it once, formatted.
  const isNameless = [account.iban, account.accountNumber, account.rowId].includes(account.derivedName);
  const details = [isNameless ? null : display, account.holder].filter(Boolean).join(" · ");
  return (
    <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: "1 1 260px" }}>
      <ThemeIcon variant="light" color="gray" size={34} radius="md" aria-hidden>
        {account.isCreditCard ? <IconCreditCard size={18} /> : <IconBuildingBank size={18} />}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" fw={500} truncate>
            {isNameless ? display : account.derivedName}
          </Text>
          {account.isCreditCard ? (
            <Badge size="xs" variant="light" color="grape">
              {t("bankConnections.accounts.creditCard")}
            </Badge>
          ) : null}
        </Group>
        {details ? (
          <Text fz="xs" c="dimmed" truncate>
            {details}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
