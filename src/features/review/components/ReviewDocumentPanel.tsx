import { Badge, Box, Divider, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ReviewDocumentPanel_document$key } from "../../../__generated__/ReviewDocumentPanel_document.graphql.ts";
import { ButtonLink } from "../../../shell/links.tsx";
import { parseComplianceFindings } from "../lib/captureJson.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { type FieldEvidence, parseFieldEvidence } from "../../../lib/fieldEvidence.ts";
import { FieldEvidenceContext } from "../../../ui/fieldEvidenceContext.ts";
import { CapturedInvoiceFields } from "./CapturedInvoiceFields.tsx";
import { CapturedOtherDocumentFields } from "./CapturedOtherDocumentFields.tsx";
import { DocumentPageImages } from "./DocumentPageImages.tsx";
import type { FieldSource } from "./FieldSourceMarker.tsx";
import { InvoiceItemsTable } from "./InvoiceItemsTable.tsx";
import { ComplianceFindings, ManualReviewNotice } from "./ReviewNotices.tsx";

export interface ReviewDocumentPanelProps {
  document: ReviewDocumentPanel_document$key;
  clientCompanyRowId: string | undefined;
}

/** The selected document: its pages in the middle, what was captured on the right. */
export function ReviewDocumentPanel({ document: documentKey, clientCompanyRowId }: ReviewDocumentPanelProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ReviewDocumentPanel_document on Document {
        rowId
        derivedTitle
        type
        importDate
        numPages
        needsManualReview
        manualReviewReason
        complianceFindings
        category {
          name
        }
        sourceFile {
          name
        }
        invoice {
          currency
          creditMemo
          hasXmlSource
          ...CapturedInvoiceFields_invoice
        }
        otherDocument {
          ...CapturedOtherDocumentFields_otherDocument
        }
        pageImages(orderBy: [PAGE_NO_ASC]) {
          nodes {
            ...DocumentPageImages_pages
          }
        }
        invoiceItems(orderBy: [SORT_INDEX_ASC]) {
          nodes {
            ...InvoiceItemsTable_items
          }
        }
        fieldStates {
          nodes {
            field
            source
            confidence
            evidence
          }
        }
      }
    `,
    documentKey,
  );
  const invoice = document.invoice;
  const findings = parseComplianceFindings(document.complianceFindings);
  const fieldSources = new Map<string, FieldSource>(
    document.fieldStates.nodes.map((state) => [
      state.field,
      { source: state.source, confidence: state.confidence, evidence: parseFieldEvidence(state.evidence) },
    ]),
  );
  // Where the value of the field in view was read, marked on the page images.
  // Kept with its document: selecting another one drops the mark.
  const [marked, setMarked] = useState<{ documentRowId: string; evidence: FieldEvidence | null } | null>(null);
  const highlight = marked?.documentRowId === document.rowId ? marked.evidence : null;
  const showEvidence = useCallback(
    (evidence: FieldEvidence | null) => setMarked({ documentRowId: document.rowId, evidence }),
    [document.rowId],
  );
  const pagesViewport = useRef<HTMLDivElement>(null);

  return (
    <Box display="flex" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <ScrollArea
        style={{ flex: 1, minWidth: 0 }}
        bg="gray.1"
        type="auto"
        offsetScrollbars
        aria-label={t("review.pages.label")}
        viewportRef={pagesViewport}
      >
        <DocumentPageImages pages={document.pageImages.nodes} highlight={highlight} scrollContainer={pagesViewport} />
      </ScrollArea>
      <ScrollArea
        w={{ base: 400, xl: 480 }}
        style={{ flexShrink: 0, borderLeft: "1px solid var(--mantine-color-gray-3)" }}
        bg="white"
        type="auto"
      >
        <FieldEvidenceContext.Provider value={showEvidence}>
          <Stack gap="md" p="lg">
            <Stack gap={6}>
              <Group gap={6}>
                <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                  {document.type === "%future added value" ? document.type : t(`review.documentTypes.${document.type}`)}
                </Badge>
                {invoice?.hasXmlSource ? (
                  <Badge variant="light" color="teal" radius="sm" tt="none">
                    {t("review.chips.einvoice")}
                  </Badge>
                ) : null}
                {invoice?.creditMemo ? (
                  <Badge variant="light" color="grape" radius="sm" tt="none">
                    {t("review.chips.creditMemo")}
                  </Badge>
                ) : null}
              </Group>
              <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
                {document.derivedTitle || t("review.untitled")}
              </Title>
              <Text fz="xs" c="dimmed">
                {[
                  document.category?.name,
                  t("review.pageCount", { count: document.numPages }),
                  t("review.imported", { date: formatDateTime(document.importDate, i18n.language) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
              {document.sourceFile?.name ? (
                <Text fz="xs" c="dimmed" truncate="end" title={document.sourceFile.name}>
                  {t("review.sourceFile", { name: document.sourceFile.name })}
                </Text>
              ) : null}
              <Group mt={4}>
                <ButtonLink
                  size="sm"
                  leftSection={<IconExternalLink size={16} />}
                  to="/documents/$documentRowId"
                  params={{ documentRowId: document.rowId }}
                  search={{ clientCompanyRowId }}
                >
                  {t("review.openDocument")}
                </ButtonLink>
              </Group>
            </Stack>
            {document.needsManualReview ? <ManualReviewNotice reason={document.manualReviewReason} /> : null}
            {findings.length > 0 ? <ComplianceFindings findings={findings} /> : null}
            <Divider label={t("review.fields.title")} labelPosition="left" />
            {invoice ? (
              <>
                <CapturedInvoiceFields invoice={invoice} fieldSources={fieldSources} />
                <InvoiceItemsTable items={document.invoiceItems.nodes} currency={invoice.currency} />
              </>
            ) : document.otherDocument ? (
              <CapturedOtherDocumentFields otherDocument={document.otherDocument} fieldSources={fieldSources} />
            ) : (
              <Text fz="sm" c="dimmed">
                {t("review.fields.notCaptured")}
              </Text>
            )}
          </Stack>
        </FieldEvidenceContext.Provider>
      </ScrollArea>
    </Box>
  );
}
