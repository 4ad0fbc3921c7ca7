import { Box, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentThumbCard_document$key } from "../../../__generated__/DocumentThumbCard_document.graphql.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useDocumentHeadline } from "../hooks/useDocumentHeadline.ts";
import { DocumentLink } from "./DocumentLink.tsx";
import { DocumentStateBadges } from "./DocumentStateBadges.tsx";
import type { DocumentItemProps } from "./documentItemProps.ts";

export const THUMB_CARD_HEIGHT = 342;
const THUMB_AREA_HEIGHT = 170;

/** A document in the thumbnail view: first page, partner, amount, date and state. */
export function DocumentThumbCard({
  document: documentKey,
  index,
  isFocused,
  isSelected,
  onToggleSelected,
  onOpen,
  clientCompanyRowId,
  today,
}: DocumentItemProps<DocumentThumbCard_document$key>) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentThumbCard_document on Document {
        rowId
        derivedTitle
        firstPage: pageImages(first: 1, orderBy: [PAGE_NO_ASC]) {
          nodes {
            thumbnailUrl
          }
        }
        invoice {
          invoiceNumber
          signedTotal
          currency
        }
        otherDocument {
          documentNumber
        }
        ...useDocumentHeadline_document
        ...DocumentStateBadges_document
      }
    `,
    documentKey,
  );
  const thumbnailUrl = document.firstPage.nodes[0]?.thumbnailUrl;
  const { partnerName: partner, date, isImportDate } = useDocumentHeadline(document);
  const title = document.derivedTitle ?? t("documents.untitled");
  const number = document.invoice?.invoiceNumber ?? document.otherDocument?.documentNumber;
  const amount = document.invoice
    ? formatMoney(document.invoice.signedTotal, document.invoice.currency, i18n.language)
    : "";

  return (
    <Paper
      withBorder
      radius="md"
      h={THUMB_CARD_HEIGHT - 12}
      data-index={index}
      data-document-item
      role="listitem"
      aria-label={[partner ?? title, number, amount].filter(Boolean).join(", ")}
      tabIndex={isFocused ? 0 : -1}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a, input, button, label")) return;
        onOpen();
      }}
      style={{
        cursor: "pointer",
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
        outlineOffset: 2,
        borderColor: isSelected ? "var(--mantine-color-petrol-5)" : undefined,
        boxShadow: isSelected ? "0 0 0 1px var(--mantine-color-petrol-5)" : undefined,
      }}
    >
      <Box
        pos="relative"
        h={THUMB_AREA_HEIGHT}
        bg="gray.1"
        style={{ display: "flex", alignItems: "center", justifyContent: "center", flexShrink: 0 }}
      >
        {thumbnailUrl ? (
          <img
            src={thumbnailUrl}
            alt=""
            loading="lazy"
            style={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain", background: "white" }}
          />
        ) : (
          <IconFileText size={40} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
        {onToggleSelected ? (
          <Checkbox
            pos="absolute"
            top={8}
            left={8}
            size="sm"
            tabIndex={-1}
            checked={isSelected}
            onChange={() => onToggleSelected()}
            aria-label={t("documents.selection.selectOne", { title: partner ?? title })}
            styles={{ input: { background: "white" } }}
          />
        ) : null}
      </Box>
      <Stack gap={4} p="sm" style={{ flex: 1, minHeight: 0 }}>
        <DocumentLink
          rowId={document.rowId}
          clientCompanyRowId={clientCompanyRowId}
          fw={600}
          fz="sm"
          title={partner ?? title}
        >
          {partner ?? title}
        </DocumentLink>
        <Text fz="xs" c="dimmed" truncate title={number ?? title}>
          {number ? t("documents.numberPrefix", { number }) : title}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={2}>
          <Text
            fz="xs"
            c="dimmed"
            title={isImportDate ? t("documents.importedOn") : undefined}
            style={{ whiteSpace: "nowrap" }}
          >
            {formatDate(date, i18n.language)}
          </Text>
          <Text fz="sm" fw={600} ta="right" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
            {amount}
          </Text>
        </Group>
        <Box mt="auto">
          <DocumentStateBadges document={document} today={today} isCompact />
        </Box>
      </Stack>
    </Paper>
  );
}
