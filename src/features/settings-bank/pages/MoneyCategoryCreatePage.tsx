import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyCategoryCreatePageQuery } from "../../../__generated__/MoneyCategoryCreatePageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { BankSettingsForbidden } from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { MoneyCategoryForm } from "../components/MoneyCategoryForm.tsx";
import {
  emptyMoneyCategoryFormValues,
  type MoneyCategoryFormValues,
  toMoneyCategoryInput,
} from "../forms/moneyCategoryFormSchema.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { moneyCategoryPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";
import { useCreateMoneyCategoryMutation } from "../mutations/useCreateMoneyCategoryMutation.ts";

export const moneyCategoryCreatePageQuery = graphql`
  query MoneyCategoryCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      currentUserHasAccountingAccess
      ...MoneyCategoryForm_clientCompany
    }
  }
`;

export interface MoneyCategoryCreatePageProps {
  queryRef: PreloadedQuery<MoneyCategoryCreatePageQuery>;
}

/** Settings → bank → categories → create (needs accounting access, spec part 2 §6/§8). */
export function MoneyCategoryCreatePage({ queryRef }: MoneyCategoryCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsBank.categories.createTitle"));
  const router = useRouter();
  const data = usePreloadedQuery<MoneyCategoryCreatePageQuery>(moneyCategoryCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateMoneyCategoryMutation();

  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;
  const listHref = withCompanySearch(moneyCategoryPaths(company.rowId).list, company.rowId);
  if (!company.currentUserHasAccountingAccess)
    return <BankSettingsForbidden reason="createCategory" backHref={listHref} />;

  const save = async (values: MoneyCategoryFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { moneyCategory: toMoneyCategoryInput(company.rowId, values) },
    });
    const created = changedRow(response.createMoneyCategory?.moneyCategory);
    notifications.show({ color: "teal", message: t("settingsBank.categories.created", { name: created.name }) });
    await router.navigate({ href: listHref });
  };

  return (
    <SettingsPageFrame
      title={t("settingsBank.categories.createTitle")}
      description={t("settingsBank.categories.createLead")}
      back={{ href: listHref, label: t("settingsBank.categories.backToList") }}
    >
      <MoneyCategoryForm
        clientCompany={company}
        defaultValues={emptyMoneyCategoryFormValues()}
        save={save}
        submitLabel={t("settingsBank.categories.createSubmit")}
        cancelHref={listHref}
        isNew
      />
    </SettingsPageFrame>
  );
}
