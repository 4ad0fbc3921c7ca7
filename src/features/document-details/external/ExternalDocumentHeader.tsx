import { Badge, Box, Button, Group, Text, Title, Tooltip } from "@mantine/core";
import { IconDownload, IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { ExternalDocumentHeader_document$key } from "../../../__generated__/ExternalDocumentHeader_document.graphql.ts";
import { sourceFileDownloadUrl } from "../lib/documentLinks.ts";
import { formatList } from "../../../lib/format.ts";

export interface ExternalDocumentHeaderProps {
  document: ExternalDocumentHeader_document$key;
  isPublicLink: boolean;
  /** Sign-out, for people with their own account. */
  accountActions?: ReactNode;
}

/** The slim bar above a shared document: its title, who shared it, the original file when the
 * person may fetch it, and a note for public links. */
export function ExternalDocumentHeader({
  document: documentKey,
  isPublicLink,
  accountActions,
}: ExternalDocumentHeaderProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment ExternalDocumentHeader_document on Document {
        derivedTitle
        type
        # Only readable for the company's members; the file route asks the same row-level
        # security, so the download is offered exactly when it would work.
        sourceFile {
          rowId
          name
        }
        # The share's user reads their own share and the person who made it.
        shares(orderBy: [PRIMARY_KEY_ASC]) {
          nodes {
            sharedBy {
              fullName
            }
          }
        }
      }
    `,
    documentKey,
  );
  const sharers = [
    ...new Set(document.shares.nodes.flatMap((share) => (share.sharedBy?.fullName ? [share.sharedBy.fullName] : []))),
  ];
  const typeLabel =
    document.type === "%future added value" ? document.type : t(`documents.documentTypes.${document.type}`);
  return (
    <Group
      component="header"
      justify="space-between"
      gap="sm"
      px={{ base: "sm", sm: "md" }}
      py="xs"
      bg="white"
      wrap="nowrap"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Box style={{ minWidth: 0 }}>
        <Title
          order={1}
          size="h4"
          lh={1.3}
          title={document.derivedTitle ?? undefined}
          style={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}
        >
          {document.derivedTitle || t("documents.untitled")}
        </Title>
        <Group gap={6} mt={2} wrap="nowrap" style={{ overflow: "hidden" }}>
          <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none" fw={500} style={{ flexShrink: 0 }}>
            {typeLabel}
          </Badge>
          {isPublicLink ? (
            <Badge
              size="xs"
              radius="sm"
              variant="light"
              color="blue"
              tt="none"
              fw={500}
              leftSection={<IconEye size={12} />}
              style={{ flexShrink: 0 }}
            >
              {t("documentDetails.external.publicLinkNote")}
            </Badge>
          ) : null}
          <Text fz="xs" c="dimmed" truncate>
            {sharers.length > 0
              ? t("documentDetails.external.sharedBy", {
                  names: formatList(sharers, i18n.language),
                })
              : t("documentDetails.external.sharedWithYou")}
          </Text>
        </Group>
      </Box>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {document.sourceFile ? (
          <Tooltip label={t("documentDetails.download.hint", { name: document.sourceFile.name })} withArrow>
            <Button
              component="a"
              href={sourceFileDownloadUrl(document.sourceFile.rowId)}
              download={document.sourceFile.name}
              variant="default"
              leftSection={<IconDownload size={16} />}
              aria-label={t("documentDetails.download.label")}
            >
              <Box component="span" visibleFrom="md">
                {t("documentDetails.download.label")}
              </Box>
            </Button>
          </Tooltip>
        ) : null}
        {accountActions}
      </Group>
    </Group>
  );
}
