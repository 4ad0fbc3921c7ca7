import { Box, Center, Flex, Loader, ScrollArea, Tabs } from "@mantine/core";
import { Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { DocumentDetailsPageQuery } from "../../../__generated__/DocumentDetailsPageQuery.graphql.ts";
import { useDocumentsListNeighbours } from "../../documents/index.ts";
import { FieldEvidenceContext } from "../../../ui/fieldEvidenceContext.ts";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { DocumentActionBar } from "../components/DocumentActionBar.tsx";
import { DocumentNotFound } from "../components/DocumentNotFound.tsx";
import { SidePanelSplitter } from "../components/SidePanelSplitter.tsx";
import { SupersededNotice } from "../components/SupersededNotice.tsx";
import { documentsListHref } from "../lib/documentLinks.ts";
import type { DocumentDetailsSearch } from "../lib/documentDetailsSearch.ts";
import { DEFAULT_HISTORY_PRESET } from "../lib/historyPresets.ts";
import { shortcutActionOf } from "../lib/shortcuts.ts";
import { clampSidePanelWidth, readSidePanelWidth, writeSidePanelWidth } from "../lib/sidePanelWidth.ts";
import { documentTabChoiceOf, type DocumentTabQueryRef } from "../lib/documentTabQuery.ts";
import type { DocumentTab } from "../lib/tabGates.ts";
import { AccountingTab } from "../tabs/AccountingTab.tsx";
import { ActionsTab } from "../tabs/ActionsTab.tsx";
import { CollaborationTab } from "../tabs/CollaborationTab.tsx";
import { CommentsTab } from "../tabs/CommentsTab.tsx";
import { PaymentTab } from "../tabs/PaymentTab.tsx";
import { ReviewTab } from "../tabs/ReviewTab.tsx";
import { DocumentViewer } from "../viewer/DocumentViewer.tsx";

export const documentDetailsPageQuery = graphql`
  query DocumentDetailsPageQuery($documentRowId: UUID!) @preloadable {
    currentUser {
      rowId
      # eslint-disable-next-line relay/unused-fields -- read by the route (usePreferredTab)
      documentDetailsTab
    }
    document(rowId: $documentRowId) {
      rowId
      clientCompanyRowId
      derivedTitle
      superseded
      supersededByDocumentRowId
      # eslint-disable-next-line relay/unused-fields -- the tab gates read these (documentTabQuery.ts)
      clientCompany {
        # eslint-disable-next-line relay/unused-fields -- documentTabQuery.ts
        currentUserHasDocumentsManageAccess
        # eslint-disable-next-line relay/unused-fields -- documentTabQuery.ts
        currentUserHasBankingAccess
        # eslint-disable-next-line relay/unused-fields -- documentTabQuery.ts
        currentUserCanViewAccountingTab
        # eslint-disable-next-line relay/unused-fields -- documentTabQuery.ts
        featureFlags {
          # eslint-disable-next-line relay/unused-fields -- documentTabQuery.ts
          collaboration
        }
      }
      ...DocumentActionBar_document
      ...DocumentViewer_document
    }
  }
`;

export type DocumentDetailsSearchChange = (
  update: (previous: DocumentDetailsSearch) => DocumentDetailsSearch,
  options?: { replace?: boolean },
) => void;

export interface DocumentDetailsPageProps {
  queryRef: PreloadedQuery<DocumentDetailsPageQuery>;
  documentRowId: string;
  search: DocumentDetailsSearch;
  onSearchChange: DocumentDetailsSearchChange;
  /** Opens another document (previous/next by keyboard); the search is kept. */
  onOpenDocument: (documentRowId: string) => void;
  /** Opens an address of the app (the list the person came from). */
  onOpenHref: (href: string) => void;
  /** The person's preferred tab, when one is stored. */
  preferredTab?: DocumentTab | null;
  /** The person chose a tab: it becomes their preferred one. */
  onTabChosen?: (tab: DocumentTab) => void;
  /** The shown tab's query, started with the navigation (documentTabQuery.ts); a panel whose
   * query has not been started yet shows the loader. */
  tabQuery: DocumentTabQueryRef | null;
}

/** One document: its pages on the left, the tabs on the right (stacked on narrow screens). */
export function DocumentDetailsPage({
  queryRef,
  documentRowId,
  search,
  onSearchChange,
  onOpenDocument,
  onOpenHref,
  preferredTab,
  onTabChosen,
  tabQuery,
}: DocumentDetailsPageProps) {
  const { t } = useTranslation();
  const { document, currentUser } = usePreloadedQuery<DocumentDetailsPageQuery>(documentDetailsPageQuery, queryRef);
  const userRowId = currentUser?.rowId;
  const [panelWidth, setPanelWidth] = useState(() =>
    clampSidePanelWidth(readSidePanelWidth(userRowId), window.innerWidth),
  );
  const resizePanel = useCallback((width: number) => setPanelWidth(clampSidePanelWidth(width, window.innerWidth)), []);
  const rememberPanelWidth = useCallback(
    (width: number) => writeSidePanelWidth(userRowId, clampSidePanelWidth(width, window.innerWidth)),
    [userRowId],
  );
  // Where the value of the review field in view was read, marked in the viewer.
  const [evidence, setEvidence] = useState<FieldEvidence | null>(null);
  const clientCompanyRowId = document?.clientCompanyRowId ?? search.clientCompanyRowId;
  const neighbours = useDocumentsListNeighbours(clientCompanyRowId, documentRowId);
  const listHref = neighbours?.listHref ?? documentsListHref(clientCompanyRowId);
  usePageTitle(document ? document.derivedTitle || t("documents.untitled") : t("documentDetails.notFound.pageTitle"));

  const { tabs, tab } = documentTabChoiceOf({ document, currentUser }, search.tab, preferredTab);

  // Without a tab in the URL, or with one this person may not open: the default tab, in place.
  const isTabRedirect = Boolean(document) && search.tab !== tab;
  useEffect(() => {
    if (isTabRedirect) onSearchChange((previous) => ({ ...previous, tab }), { replace: true });
  }, [isTabRedirect, tab, onSearchChange]);

  // ← / → previous and next document, Esc back to the list (the viewer handles its own keys).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutActionOf(event);
      if (action === "previousDocument" && neighbours?.previousRowId) onOpenDocument(neighbours.previousRowId);
      else if (action === "nextDocument" && neighbours?.nextRowId) onOpenDocument(neighbours.nextRowId);
      else if (action === "backToList") onOpenHref(listHref);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [neighbours, listHref, onOpenDocument, onOpenHref]);

  if (!document) return <DocumentNotFound listHref={listHref} onOpenList={() => onOpenHref(listHref)} />;

  return (
    <Box display="flex" h={{ base: "auto", md: "100dvh" }} mih="100dvh" style={{ flexDirection: "column" }}>
      <DocumentActionBar
        document={document}
        neighbours={neighbours}
        listHref={listHref}
        onOpenList={() => onOpenHref(listHref)}
        search={search}
      />
      {document.superseded ? (
        <SupersededNotice
          newerDocumentRowId={document.supersededByDocumentRowId}
          clientCompanyRowId={document.clientCompanyRowId}
        />
      ) : null}
      <Flex direction={{ base: "column", md: "row" }} style={{ flex: 1, minHeight: 0 }}>
        <Box
          h={{ base: "75dvh", md: "auto" }}
          style={{ flex: 1, minWidth: 0, minHeight: 0 }}
          component="section"
          aria-label={t("documentDetails.viewer.label")}
        >
          <DocumentViewer key={document.rowId} document={document} highlight={evidence} />
        </Box>
        <SidePanelSplitter width={panelWidth} onResize={resizePanel} onResizeEnd={rememberPanelWidth} />
        <Box
          w={{ base: "100%", md: panelWidth }}
          bg="white"
          display="flex"
          style={{ flexShrink: 0, flexDirection: "column", minHeight: 0, minWidth: 0 }}
        >
          <Tabs
            value={tab}
            onChange={(value) => {
              if (!value) return;
              onSearchChange((previous) => ({ ...previous, tab: value as DocumentTab }), { replace: true });
              onTabChosen?.(value as DocumentTab);
            }}
            keepMounted={false}
            display="flex"
            style={{ flexDirection: "column", flex: 1, minHeight: 0 }}
          >
            {/* One row, however many tabs: compact, and scrolling sideways when the panel is narrow. */}
            <Tabs.List
              px={4}
              style={{
                flexShrink: 0,
                flexWrap: "nowrap",
                overflowX: "auto",
                overflowY: "hidden",
                scrollbarWidth: "thin",
              }}
            >
              {tabs.map((name) => (
                <Tabs.Tab key={name} value={name} px="xs" fz="sm" style={{ flexShrink: 0, whiteSpace: "nowrap" }}>
                  {t(`documentDetails.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
              <FieldEvidenceContext.Provider value={setEvidence}>
                {tabs.map((name) => (
                  <Tabs.Panel key={name} value={name} p="md">
                    <Suspense fallback={<TabLoader />}>
                      {tabQuery?.tab === name ? (
                        <TabContent tabQuery={tabQuery} search={search} onSearchChange={onSearchChange} />
                      ) : (
                        <TabLoader />
                      )}
                    </Suspense>
                  </Tabs.Panel>
                ))}
              </FieldEvidenceContext.Provider>
            </ScrollArea>
          </Tabs>
        </Box>
      </Flex>
    </Box>
  );
}

function TabLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t("documentDetails.tabs.loading")} />
    </Center>
  );
}

interface TabContentProps {
  tabQuery: DocumentTabQueryRef;
  search: DocumentDetailsSearch;
  onSearchChange: DocumentDetailsSearchChange;
}

/** The tab's content from its preloaded query (store-and-network: a revisited tab renders at once). */
function TabContent({ tabQuery, search, onSearchChange }: TabContentProps) {
  switch (tabQuery.tab) {
    case "actions":
      return <ActionsTab queryRef={tabQuery.queryRef} />;
    case "review":
      return <ReviewTab queryRef={tabQuery.queryRef} />;
    case "comments":
      return <CommentsTab queryRef={tabQuery.queryRef} />;
    case "payment":
      return <PaymentTab queryRef={tabQuery.queryRef} />;
    case "accounting":
      return <AccountingTab queryRef={tabQuery.queryRef} />;
    case "collaboration":
      return (
        <CollaborationTab
          queryRef={tabQuery.queryRef}
          historyPreset={search.historyPreset ?? DEFAULT_HISTORY_PRESET}
          onHistoryPresetChange={(historyPreset) =>
            onSearchChange((previous) => ({ ...previous, historyPreset }), { replace: true })
          }
        />
      );
  }
}
