import { Select } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { GeneralLedgerAccountSelect_clientCompany$key } from "../../../__generated__/GeneralLedgerAccountSelect_clientCompany.graphql.ts";

export interface GeneralLedgerAccountSelectProps {
  clientCompany: GeneralLedgerAccountSelect_clientCompany$key;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label: string;
  description?: string;
  error?: string;
  disabled?: boolean;
}

/** The company's general ledger accounts ("1200 · Bank"), searchable by number and name.
 * Disabled accounts are not offered, except the one already chosen (shown as disabled). */
export function GeneralLedgerAccountSelect({
  clientCompany,
  value,
  onChange,
  onBlur,
  label,
  description,
  error,
  disabled,
}: GeneralLedgerAccountSelectProps) {
  const { t } = useTranslation();
  const { generalLedgerAccounts } = useFragment(
    graphql`
      fragment GeneralLedgerAccountSelect_clientCompany on ClientCompany {
        generalLedgerAccounts(orderBy: [NUMBER_ASC]) {
          nodes {
            rowId
            number
            name
            disabledAt
          }
        }
      }
    `,
    clientCompany,
  );
  const data = useMemo(
    () =>
      generalLedgerAccounts.nodes
        .filter((account) => account.disabledAt === null || account.rowId === value)
        .map((account) => ({
          value: account.rowId,
          label:
            account.disabledAt === null
              ? `${account.number} · ${account.name}`
              : t("settingsBank.ledgerAccount.disabledOption", { number: account.number, name: account.name }),
        })),
    [generalLedgerAccounts, value, t],
  );
  return (
    <Select
      label={label}
      description={description}
      placeholder={data.length > 0 ? t("settingsBank.ledgerAccount.placeholder") : t("settingsBank.ledgerAccount.none")}
      data={data}
      value={value}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      searchable
      clearable
      limit={100}
      nothingFoundMessage={t("settingsBank.ledgerAccount.nothingFound")}
    />
  );
}
