import { Select } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { LedgerAccountSelect_clientCompany$key } from "../../../__generated__/LedgerAccountSelect_clientCompany.graphql.ts";

const K = "settingsAccountingPartners";

export interface LedgerAccountSelectProps {
  clientCompany: LedgerAccountSelect_clientCompany$key;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label: string;
  description?: string;
  error?: string;
}

/** The company's general ledger accounts ("8400 · Erlöse 19 %"), searchable by number and
 * name. Disabled accounts are not offered, except the one already chosen. */
export function LedgerAccountSelect({
  clientCompany,
  value,
  onChange,
  onBlur,
  label,
  description,
  error,
}: LedgerAccountSelectProps) {
  const { t } = useTranslation();
  const { generalLedgerAccounts } = useFragment(
    graphql`
      fragment LedgerAccountSelect_clientCompany on ClientCompany {
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
        .map((account) => ({ value: account.rowId, label: `${account.number} · ${account.name}` })),
    [generalLedgerAccounts, value],
  );
  return (
    <Select
      label={label}
      description={description}
      withAsterisk
      placeholder={t(`${K}.fields.ledgerAccountPlaceholder`)}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      searchable
      clearable
      limit={100}
      nothingFoundMessage={t(`${K}.fields.ledgerAccountNone`)}
    />
  );
}
