import { Badge, Box, Button, Tooltip } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentShareButton_document$key } from "../../../__generated__/DocumentShareButton_document.graphql.ts";
import { DocumentShareDialog } from "./DocumentShareDialog.tsx";
import { formatCount } from "../../../lib/format.ts";

export interface DocumentShareButtonProps {
  document: DocumentShareButton_document$key;
}

/** "Share" in the document details bar, with how many people and links the document is
 * shared with; opens the share dialog. Only for those who may share (Document.canCurrentUserShare). */
export function DocumentShareButton({ document: documentKey }: DocumentShareButtonProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentShareButton_document on Document {
        rowId
        canCurrentUserShare
        sharedWith {
          totalCount
        }
      }
    `,
    documentKey,
  );
  const [isOpen, setIsOpen] = useState(false);
  if (!document.canCurrentUserShare) return null;
  const count = document.sharedWith.totalCount;
  const label = t("documentActions.share.button");

  return (
    <>
      <Tooltip
        label={count > 0 ? t("documentActions.share.sharedWithCount", { count }) : t("documentActions.share.hint")}
        withArrow
      >
        <Button
          variant="default"
          leftSection={<IconShare size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="xs" circle variant="filled" color="petrol" aria-hidden>
                {formatCount(count, i18n.language)}
              </Badge>
            ) : undefined
          }
          aria-label={count > 0 ? `${label} (${t("documentActions.share.sharedWithCount", { count })})` : label}
          onClick={() => setIsOpen(true)}
        >
          <Box component="span" visibleFrom="md">
            {label}
          </Box>
        </Button>
      </Tooltip>
      <DocumentShareDialog documentRowId={document.rowId} opened={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
