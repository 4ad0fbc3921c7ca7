import { Badge, Box, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconFileText } from "@tabler/icons-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ReviewDocumentListItem_document$key } from "../../../__generated__/ReviewDocumentListItem_document.graphql.ts";
import { parseComplianceFindings } from "../lib/captureJson.ts";
import { formatMoney } from "../../../lib/format.ts";
import { ArrivedByEmail } from "../../../ui/ArrivedByEmail.tsx";

const THUMB_WIDTH = 44;
const THUMB_HEIGHT = 60;

export interface ReviewDocumentListItemProps {
  document: ReviewDocumentListItem_document$key;
  isSelected: boolean;
  onSelect: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A document in the review list: thumbnail, title, total and what needs attention. */
export function ReviewDocumentListItem({
  document: documentKey,
  isSelected,
  onSelect,
  ref,
}: ReviewDocumentListItemProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ReviewDocumentListItem_document on Document {
        derivedTitle
        type
        needsManualReview
        complianceFindings
        category {
          name
        }
        sourceEmail {
          sender
        }
        invoice {
          total
          currency
          creditMemo
          hasXmlSource
        }
        firstPage: pageImages(first: 1, orderBy: [PAGE_NO_ASC]) {
          nodes {
            thumbnailUrl
            thumbWidth
            thumbHeight
          }
        }
      }
    `,
    documentKey,
  );
  const invoice = document.invoice;
  const thumbnail = document.firstPage.nodes[0];
  const needsAttention = document.needsManualReview || parseComplianceFindings(document.complianceFindings).length > 0;

  return (
    <UnstyledButton
      ref={ref}
      role="option"
      aria-selected={isSelected}
      tabIndex={isSelected ? 0 : -1}
      onClick={onSelect}
      w="100%"
      px="sm"
      py={10}
      style={{
        display: "block",
        borderLeft: `3px solid ${isSelected ? "var(--mantine-color-petrol-6)" : "transparent"}`,
        background: isSelected ? "var(--mantine-color-petrol-0)" : undefined,
        borderBottom: "1px solid var(--mantine-color-gray-2)",
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          w={THUMB_WIDTH}
          h={THUMB_HEIGHT}
          bg={thumbnail?.thumbnailUrl ? "white" : "gray.1"}
          style={{
            flexShrink: 0,
            overflow: "hidden",
            borderRadius: 2,
            border: "1px solid var(--mantine-color-gray-3)",
            display: "grid",
            placeItems: "center",
          }}
        >
          {thumbnail?.thumbnailUrl ? (
            <img
              src={thumbnail.thumbnailUrl}
              alt=""
              width={thumbnail.thumbWidth}
              height={thumbnail.thumbHeight}
              loading="lazy"
              style={{ display: "block", width: "100%", height: "100%", objectFit: "cover", objectPosition: "top" }}
            />
          ) : (
            <IconFileText size={20} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </Box>
        <Stack gap={3} style={{ flex: 1, minWidth: 0 }}>
          <Text fz="sm" fw={isSelected ? 650 : 550} lineClamp={2} lh={1.3} style={{ overflowWrap: "anywhere" }}>
            {document.derivedTitle || t("review.untitled")}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {document.category?.name ??
              (document.type === "%future added value" ? document.type : t(`review.documentTypes.${document.type}`))}
          </Text>
          {document.sourceEmail ? <ArrivedByEmail sender={document.sourceEmail.sender} variant="text" /> : null}
          <Group gap={4} wrap="wrap">
            {invoice?.total ? (
              <Text fz="xs" fw={600} mr={4} style={{ fontVariantNumeric: "tabular-nums" }}>
                {formatMoney(invoice.total, invoice.currency, i18n.language)}
              </Text>
            ) : null}
            {invoice?.hasXmlSource ? (
              <Badge size="xs" radius="sm" variant="light" color="teal" tt="none">
                {t("review.chips.einvoice")}
              </Badge>
            ) : null}
            {invoice?.creditMemo ? (
              <Badge size="xs" radius="sm" variant="light" color="grape" tt="none">
                {t("review.chips.creditMemo")}
              </Badge>
            ) : null}
            {needsAttention ? (
              <Tooltip label={t("review.chips.checkHint")} withArrow openDelay={300}>
                <Badge
                  size="xs"
                  radius="sm"
                  variant="light"
                  color="orange"
                  tt="none"
                  leftSection={<IconAlertTriangle size={11} />}
                >
                  {t("review.chips.check")}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
