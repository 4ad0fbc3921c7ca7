import { Card, Container, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconChecklist, IconLock } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { UploadPageQuery } from "../../../__generated__/UploadPageQuery.graphql.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { LocalUploadRow } from "../components/LocalUploadRow.tsx";
import { SourceFileRow } from "../components/SourceFileRow.tsx";
import { UploadCategorySelect, useUploadCategories } from "../components/UploadCategorySelect.tsx";
import { UploadDropZone } from "../components/UploadDropZone.tsx";
import { useLiveRefresh } from "../../../relay/useLiveRefresh.ts";
import { LIVE_REFRESH_INTERVAL_MS } from "../lib/uploadPageArgs.ts";
import { uploadQueueFor } from "../lib/UploadQueue.ts";
import { countUploads, formatUploadSummary } from "../lib/uploadSummary.ts";

export const uploadPageQuery = graphql`
  query UploadPageQuery($clientCompanyRowId: UUID!) @preloadable {
    currentUser {
      rowId
    }
    clientCompany(rowId: $clientCompanyRowId) {
      id
      rowId
      currentUserHasDocumentsManageAccess
      sourceFileProcessingLimitReached
      uploadReviewGroup {
        rowId
        documentCount
      }
      unprocessedSourceFiles(first: 200) {
        nodes {
          rowId
          status
          ...SourceFileRow_sourceFile
        }
      }
      ...UploadCategorySelect_clientCompany
    }
  }
`;

export interface UploadPageProps {
  queryRef: PreloadedQuery<UploadPageQuery>;
}

/** Upload (spec part 2: Upload): drop files, watch them become documents, go to review. */
export function UploadPage({ queryRef }: UploadPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("upload.pageTitle"));
  const data = usePreloadedQuery<UploadPageQuery>(uploadPageQuery, queryRef);
  const company = data.clientCompany;
  if (!data.currentUser || !company?.currentUserHasDocumentsManageAccess) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("upload.forbidden.title")}
        description={t("upload.forbidden.description")}
      />
    );
  }
  const userRowId = data.currentUser.rowId;
  return (
    <UploadWorkspace
      key={`${userRowId}:${company.rowId}`}
      userRowId={userRowId}
      company={company}
      queryRef={queryRef}
    />
  );
}

type Company = NonNullable<UploadPageQuery["response"]["clientCompany"]>;

interface UploadWorkspaceProps {
  userRowId: string;
  company: Company;
  queryRef: PreloadedQuery<UploadPageQuery>;
}

function UploadWorkspace({ userRowId, company, queryRef }: UploadWorkspaceProps) {
  const { t } = useTranslation();
  const { categories, selected, select } = useUploadCategories(company);
  const queue = uploadQueueFor(userRowId, company.rowId);
  const { uploads, isPaused } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const serverFiles = company.unprocessedSourceFiles.nodes;
  const serverRowIds = new Set(serverFiles.map((file) => file.rowId));
  // A local upload gives way to the server's row as soon as the server lists it.
  const localUploads = uploads.filter(
    (upload) => upload.state.kind !== "uploaded" || !serverRowIds.has(upload.state.sourceFile.rowId),
  );
  const isLive =
    localUploads.some((upload) => ["waiting", "uploading", "uploaded"].includes(upload.state.kind)) ||
    serverFiles.some((file) => file.status === "QUEUED" || file.status === "PROCESSING");
  useLiveRefresh<UploadPageQuery>(isLive, uploadPageQuery, queryRef.variables, LIVE_REFRESH_INTERVAL_MS);

  const counts = countUploads([
    ...localUploads.map((upload) => upload.state.kind),
    ...serverFiles.map((file) => file.status),
  ]);
  const rowCount = localUploads.length + serverFiles.length;
  const reviewGroup = company.uploadReviewGroup;
  const readyCount = reviewGroup?.documentCount ?? 0;

  const disabledReason = company.sourceFileProcessingLimitReached
    ? t("upload.dropZone.limitReached")
    : !selected
      ? t("upload.dropZone.noCategory")
      : undefined;

  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t("upload.title")}
            </Title>
            <Text c="dimmed" maw={640}>
              {t("upload.description")}
            </Text>
          </Stack>
          {reviewGroup && readyCount > 0 ? (
            <Paper
              withBorder
              radius="md"
              px="md"
              py="sm"
              bg="teal.0"
              style={{ borderColor: "var(--mantine-color-teal-3)" }}
            >
              <Group gap="md" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <IconChecklist size={20} color="var(--mantine-color-teal-8)" aria-hidden />
                  <Text fz="sm" fw={600} c="teal.9">
                    {t("upload.review.ready", { count: readyCount })}
                  </Text>
                </Group>
                <ButtonLink
                  size="sm"
                  color="teal"
                  rightSection={<IconArrowRight size={16} />}
                  to="/review/$reviewGroupRowId"
                  params={{ reviewGroupRowId: reviewGroup.rowId }}
                  search={{ clientCompanyRowId: company.rowId }}
                >
                  {t("upload.review.open")}
                </ButtonLink>
              </Group>
            </Paper>
          ) : null}
        </Group>

        <Card withBorder padding="lg">
          <Stack gap="md">
            <UploadCategorySelect categories={categories} selected={selected} onSelect={select} />
            <UploadDropZone
              disabledReason={disabledReason}
              onFiles={(files) => selected && queue.add(files, { rowId: selected.rowId, name: selected.name })}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4">
                {t("upload.list.title")}
              </Title>
              {rowCount > 0 ? (
                <Text fz="sm" c="dimmed" aria-live="polite" data-testid="upload-summary">
                  {formatUploadSummary(counts, t)}
                </Text>
              ) : null}
            </Group>
            {rowCount === 0 ? (
              <Text c="dimmed" fz="sm" py="md">
                {t("upload.list.empty")}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("upload.list.file")}</Table.Th>
                      <Table.Th w={180}>{t("upload.list.category")}</Table.Th>
                      <Table.Th w={90}>{t("upload.list.size")}</Table.Th>
                      <Table.Th w={280}>{t("upload.list.status")}</Table.Th>
                      <Table.Th w={230}>
                        <VisuallyHidden>{t("upload.list.actions")}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {localUploads.map((upload) => (
                      <LocalUploadRow
                        key={upload.key}
                        upload={upload}
                        isQueuePaused={isPaused}
                        onRetry={(key) => queue.retry(key)}
                        onDismiss={(key) => queue.dismiss(key)}
                      />
                    ))}
                    {serverFiles.map((file) => (
                      <SourceFileRow
                        key={file.rowId}
                        sourceFile={file}
                        clientCompanyId={company.id}
                        clientCompanyRowId={company.rowId}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
