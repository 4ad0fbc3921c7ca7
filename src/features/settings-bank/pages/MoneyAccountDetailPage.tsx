import { Badge, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyAccountDetailPageQuery } from "../../../__generated__/MoneyAccountDetailPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import {
  BankSettingsForbidden,
  BankSettingsNotFound,
  CashBooksFeatureOff,
} from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useBankNames } from "../hooks/useBankNames.ts";
import { MoneyAccountEditor } from "../components/MoneyAccountEditor.tsx";
import { MoneyAccountSummary } from "../components/MoneyAccountSummary.tsx";
import { RedirectTo } from "../../../ui/RedirectTo.tsx";
import {
  type MoneyAccountKind,
  moneyAccountKindOf,
  moneyAccountPaths,
  withCompanySearch,
} from "../lib/moneyAccountKinds.ts";

export const moneyAccountDetailPageQuery = graphql`
  query MoneyAccountDetailPageQuery($clientCompanyRowId: UUID!, $moneyAccountRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      featureFlags {
        cashAccount
      }
      ...MoneyAccountEditor_clientCompany
    }
    moneyAccount(rowId: $moneyAccountRowId) {
      rowId
      clientCompanyRowId
      type
      name
      fullName
      active
      ...MoneyAccountSummary_moneyAccount
      ...MoneyAccountEditor_moneyAccount
    }
    ...useBankNames_query
  }
`;

export interface MoneyAccountDetailPageProps {
  kind: MoneyAccountKind;
  queryRef: PreloadedQuery<MoneyAccountDetailPageQuery>;
}

/** Settings → bank → one bank account, credit card or cash book: its figures, the active
 * switch and the form. */
export function MoneyAccountDetailPage({ kind, queryRef }: MoneyAccountDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<MoneyAccountDetailPageQuery>(moneyAccountDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const account = data.moneyAccount;
  const bankNames = useBankNames(data);
  usePageTitle(account?.name ?? t(`settingsBank.kinds.${kind}.title`));

  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;
  const listHref = withCompanySearch(moneyAccountPaths(kind, company.rowId).list, company.rowId);
  if (!account || account.clientCompanyRowId !== company.rowId) {
    return (
      <BankSettingsNotFound
        title={t(`settingsBank.kinds.${kind}.notFound.title`)}
        description={t(`settingsBank.kinds.${kind}.notFound.description`)}
        backHref={listHref}
        backLabel={t(`settingsBank.kinds.${kind}.backToList`)}
      />
    );
  }
  const accountKind = moneyAccountKindOf(account.type);
  if (accountKind && accountKind !== kind) {
    // Opened under another kind's path: its own page.
    return (
      <RedirectTo
        href={withCompanySearch(moneyAccountPaths(accountKind, company.rowId).detail(account.rowId), company.rowId)}
      />
    );
  }
  if (kind === "cash" && !company.featureFlags?.cashAccount) return <CashBooksFeatureOff />;

  return (
    <SettingsPageFrame
      title={account.name}
      description={account.fullName !== account.name ? account.fullName : undefined}
      back={{ href: listHref, label: t(`settingsBank.kinds.${kind}.backToList`) }}
      actions={
        <Badge size="lg" variant="light" color={account.active ? "teal" : "gray"}>
          {account.active ? t("settingsBank.status.active") : t("settingsBank.status.inactive")}
        </Badge>
      }
    >
      <Stack gap="lg">
        <MoneyAccountSummary moneyAccount={account} />
        <MoneyAccountEditor
          kind={kind}
          moneyAccount={account}
          clientCompany={company}
          bankNames={bankNames}
          listHref={listHref}
        />
      </Stack>
    </SettingsPageFrame>
  );
}
