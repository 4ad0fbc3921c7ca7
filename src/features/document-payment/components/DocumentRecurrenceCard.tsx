import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRepeat } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentRecurrenceCard_document$key } from "../../../__generated__/DocumentRecurrenceCard_document.graphql.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { LazyDocumentRecurrenceDialog, recurrenceText } from "../../document-recurrence/index.ts";

export interface DocumentRecurrenceCardProps {
  document: DocumentRecurrenceCard_document$key;
}

/** The payment tab's recurrence (spec part 2 §7: the payment query carries it): the invoice's
 * recurrence with its next date and count, its copies, or the source a copy came from; with
 * the button to set it up or change it for people who may change the invoice. */
export function DocumentRecurrenceCard({ document: documentKey }: DocumentRecurrenceCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const document = useFragment(
    graphql`
      fragment DocumentRecurrenceCard_document on Document {
        rowId
        clientCompanyRowId
        archived
        canCurrentUserChange
        recurrenceIndex
        cloneCount
        hasActiveRecurrence
        cloneOf {
          rowId
          derivedTitle
        }
        invoice {
          creditMemo
        }
        recurrence {
          interval
          nextDate
          prevDate
          endsAt
          maxRecurrences
          recurrenceCount
          ended
        }
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the dialog, loaded lazily through document-actions' index
        ...DocumentRecurrenceDialog_document
      }
    `,
    documentKey,
  );
  const isCopy = document.recurrenceIndex != null;
  const recurrence = document.recurrence;
  const mayRecur =
    !!document.invoice &&
    !document.invoice.creditMemo &&
    !isCopy &&
    document.canCurrentUserChange &&
    (!document.archived || document.hasActiveRecurrence);
  if (!document.invoice || document.invoice.creditMemo) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {t("documentActions.recurrence.card.title")}
          </Title>
          {mayRecur ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconRepeat size={14} />}
              onClick={() => setIsOpen(true)}
            >
              {t(
                document.hasActiveRecurrence
                  ? "documentActions.recurrence.card.edit"
                  : "documentActions.recurrence.card.create",
              )}
            </Button>
          ) : null}
        </Group>
        {isCopy ? (
          <Text fz="sm">
            {t("documentActions.recurrence.card.copyOf", { count: document.recurrenceIndex ?? 0 })}{" "}
            {document.cloneOf ? (
              <AnchorLink
                to="/documents/$documentRowId"
                params={{ documentRowId: document.cloneOf.rowId }}
                search={{ clientCompanyRowId: document.clientCompanyRowId }}
                fz="sm"
                fw={500}
              >
                {document.cloneOf.derivedTitle || t("documentActions.untitled")}
              </AnchorLink>
            ) : (
              "—"
            )}
          </Text>
        ) : (
          <Text fz="sm" c={recurrence ? undefined : "dimmed"}>
            {recurrence
              ? recurrenceText(
                  {
                    interval: recurrence.interval,
                    nextDate: recurrence.nextDate,
                    prevDate: recurrence.prevDate,
                    endsAt: recurrence.endsAt,
                    maxRecurrences: recurrence.maxRecurrences,
                    recurrenceCount: recurrence.recurrenceCount,
                    ended: recurrence.ended,
                  },
                  t,
                  i18n.language,
                )
              : t("documentActions.recurrence.card.none")}
          </Text>
        )}
        {document.cloneCount > 0 ? (
          <AnchorLink
            to="/documents"
            search={{ clientCompanyRowId: document.clientCompanyRowId, baseDocumentRowIds: [document.rowId] }}
            fz="sm"
            fw={500}
          >
            {t("documentActions.recurrence.card.showCopies", { count: document.cloneCount })}
          </AnchorLink>
        ) : null}
      </Stack>
      {mayRecur && isOpen ? (
        <LazyDocumentRecurrenceDialog document={document} onClose={() => setIsOpen(false)} />
      ) : null}
    </Paper>
  );
}
