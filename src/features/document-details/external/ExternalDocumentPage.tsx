import { Box, Divider, Flex, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { ExternalDocumentPageQuery } from "../../../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import type { HistoryPreset } from "../lib/historyPresets.ts";
import { DocumentHistory } from "../tabs/collaboration/DocumentHistory.tsx";
import { DocumentViewer } from "../viewer/DocumentViewer.tsx";
import { ExternalDocumentDetails } from "./ExternalDocumentDetails.tsx";
import { ExternalDocumentHeader } from "./ExternalDocumentHeader.tsx";
import { ExternalDocumentUnavailable } from "./ExternalDocumentUnavailable.tsx";

export const externalDocumentPageQuery = graphql`
  query ExternalDocumentPageQuery($documentRowId: UUID!) @preloadable {
    currentUser {
      isExternal
      isExternalPublicLink
      fullName
    }
    documentShareWithdrawn(documentRowId: $documentRowId)
    document(rowId: $documentRowId) {
      rowId
      derivedTitle
      ...ExternalDocumentHeader_document
      ...DocumentViewer_document
      ...ExternalDocumentDetails_document
      ...DocumentHistory_document
    }
  }
`;

export interface ExternalDocumentPageProps {
  queryRef: PreloadedQuery<ExternalDocumentPageQuery>;
  historyPreset: HistoryPreset;
  onHistoryPresetChange: (preset: HistoryPreset) => void;
}

/** A document shared with an external person or through a public link (spec part 2, the
 * reduced variant): its pages, its details and its history, read-only, nothing of the company
 * around it. */
export function ExternalDocumentPage({ queryRef, historyPreset, onHistoryPresetChange }: ExternalDocumentPageProps) {
  const { t } = useTranslation();
  const { currentUser, documentShareWithdrawn, document } = usePreloadedQuery<ExternalDocumentPageQuery>(
    externalDocumentPageQuery,
    queryRef,
  );
  usePageTitle(
    document ? document.derivedTitle || t("documents.untitled") : t("documentDetails.external.unavailablePageTitle"),
  );
  const isPublicLink = currentUser?.isExternalPublicLink === true;
  // A public link's session belongs to the link: there is no account to sign out of.
  const accountActions =
    currentUser?.isExternal === true && !isPublicLink ? (
      <Group gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed" visibleFrom="sm" truncate maw={220}>
          {t("documentDetails.external.signedInAs", { name: currentUser.fullName })}
        </Text>
        <ButtonLink to="/logout" variant="subtle" color="gray" leftSection={<IconLogout size={16} />}>
          {t("documentDetails.external.signOut")}
        </ButtonLink>
      </Group>
    ) : null;

  if (!document)
    return <ExternalDocumentUnavailable wasShareWithdrawn={documentShareWithdrawn} actions={accountActions} />;

  return (
    <Box display="flex" h={{ base: "auto", md: "100dvh" }} mih="100dvh" style={{ flexDirection: "column" }}>
      <ExternalDocumentHeader document={document} isPublicLink={isPublicLink} accountActions={accountActions} />
      <Flex direction={{ base: "column", md: "row" }} style={{ flex: 1, minHeight: 0 }}>
        <Box
          h={{ base: "75dvh", md: "auto" }}
          style={{ flex: 1, minWidth: 0, minHeight: 0 }}
          component="section"
          aria-label={t("documentDetails.viewer.label")}
        >
          <DocumentViewer key={document.rowId} document={document} />
        </Box>
        <Box
          component="aside"
          w={{ base: "100%", md: 440, xl: 520 }}
          bg="white"
          display="flex"
          style={{
            flexShrink: 0,
            flexDirection: "column",
            minHeight: 0,
            borderLeft: "1px solid var(--mantine-color-gray-3)",
          }}
        >
          <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
            <Stack gap="lg" p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t("documentDetails.external.details")}
                </Title>
                <ExternalDocumentDetails document={document} />
              </Stack>
              <Divider />
              <DocumentHistory document={document} preset={historyPreset} onPresetChange={onHistoryPresetChange} />
            </Stack>
          </ScrollArea>
        </Box>
      </Flex>
    </Box>
  );
}
