import { Alert, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ExportsPageQuery } from "../../../__generated__/ExportsPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingSettingsForm } from "../components/AccountingSettingsForm.tsx";
import { ExportsApiList } from "../components/ExportsApiList.tsx";
import { ExportsUserList } from "../components/ExportsUserList.tsx";
import { UndoExportDialog } from "../components/UndoExportDialog.tsx";

export const exportsPageQuery = graphql`
  query ExportsPageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      currentUserHasAccountingAccess
      ...AccountingSettingsForm_clientCompany
      ...ExportsUserList_clientCompany
      ...ExportsApiList_clientCompany
    }
  }
`;

export interface ExportsPageProps {
  queryRef: PreloadedQuery<ExportsPageQuery>;
  /** Milliseconds between two looks at a running export (tests shorten it). */
  pollIntervalMs?: number;
}

/** Settings → exports of one company (spec part 2: {clientCompanyRowId}/exports): the export
 * settings, the exports by users and by API clients. Admins and accounting. */
export function ExportsPage({ queryRef, pollIntervalMs }: ExportsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("exports.title"));
  const data = usePreloadedQuery<ExportsPageQuery>(exportsPageQuery, queryRef);
  const [undoRowId, setUndoRowId] = useState<string | null>(null);
  const company = data.clientCompany;
  if (!company?.currentUserHasAccountingAccess) {
    return (
      <Alert color="orange" variant="light" title={t("exports.title")}>
        {t("exports.forbidden")}
      </Alert>
    );
  }
  const listProps = { canUndo: true, onUndo: setUndoRowId, pollIntervalMs };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("exports.title")}
        </Title>
        <Text c="dimmed" maw={720}>
          {t("exports.lead")}
        </Text>
      </Stack>
      <AccountingSettingsForm clientCompany={company} />
      <ExportsUserList clientCompany={company} {...listProps} />
      <ExportsApiList clientCompany={company} {...listProps} />
      <UndoExportDialog exportRowId={undoRowId} onClose={() => setUndoRowId(null)} />
    </Stack>
  );
}
