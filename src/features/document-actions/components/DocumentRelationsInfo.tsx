import { Group, Text } from "@mantine/core";
import { IconCopy, IconGitBranch, IconRepeat, IconRepeatOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentRelationsInfo_document$key } from "../../../__generated__/DocumentRelationsInfo_document.graphql.ts";
import { recurrenceText } from "../../document-recurrence/index.ts";
import { AnchorLink } from "../../../shell/links.tsx";

export interface DocumentRelationsInfoProps {
  document: DocumentRelationsInfo_document$key;
}

/** One quiet line under the details bar: the document's recurrence, and where it came from
 * (a clone with its reason, or derived from a base document), each source linked. */
export function DocumentRelationsInfo({ document: documentKey }: DocumentRelationsInfoProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentRelationsInfo_document on Document {
        rowId
        clientCompanyRowId
        isClone
        cloneReason
        cloneCount
        recurrenceIndex
        cloneOf {
          rowId
          derivedTitle
        }
        isDerived
        baseDocument {
          rowId
          derivedTitle
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
      }
    `,
    documentKey,
  );
  const items: { key: string; icon: ReactNode; content: ReactNode }[] = [];
  const link = (source: { rowId: string; derivedTitle: string | null | undefined }) => (
    <AnchorLink
      to="/documents/$documentRowId"
      params={{ documentRowId: source.rowId }}
      search={{ clientCompanyRowId: document.clientCompanyRowId }}
      fz="sm"
      fw={500}
    >
      {source.derivedTitle || t("documentActions.untitled")}
    </AnchorLink>
  );

  // The clones link to the list of them (the documents list filtered by this base document).
  const clonesLink =
    document.cloneCount > 0 ? (
      <AnchorLink
        to="/documents"
        search={{ clientCompanyRowId: document.clientCompanyRowId, baseDocumentRowIds: [document.rowId] }}
        fz="sm"
        fw={500}
      >
        {t("documentActions.relations.clones", { count: document.cloneCount })}
      </AnchorLink>
    ) : null;
  if (document.recurrence) {
    const { interval, nextDate, prevDate, endsAt, maxRecurrences, recurrenceCount, ended } = document.recurrence;
    items.push({
      key: "recurrence",
      icon: ended ? <IconRepeatOff size={16} /> : <IconRepeat size={16} />,
      content: (
        <>
          {recurrenceText(
            { interval, nextDate, prevDate, endsAt, maxRecurrences, recurrenceCount, ended },
            t,
            i18n.language,
          )}
          {clonesLink ? <> · {clonesLink}</> : null}
        </>
      ),
    });
  } else if (clonesLink) {
    items.push({ key: "clones", icon: <IconCopy size={16} />, content: clonesLink });
  }
  if (document.isClone) {
    items.push({
      key: "clone",
      icon: <IconCopy size={16} />,
      content: (
        <>
          {t("documentActions.relations.cloneOf")} {document.cloneOf ? link(document.cloneOf) : "—"}
          {document.recurrenceIndex != null ? (
            <>{t("documentActions.relations.recurrenceClone", { count: document.recurrenceIndex })}</>
          ) : document.cloneReason ? (
            <>{t("documentActions.relations.cloneReason", { reason: document.cloneReason })}</>
          ) : null}
        </>
      ),
    });
  }
  if (document.isDerived) {
    items.push({
      key: "derived",
      icon: <IconGitBranch size={16} />,
      content: (
        <>
          {t("documentActions.relations.derivedFrom")} {document.baseDocument ? link(document.baseDocument) : "—"}
        </>
      ),
    });
  }
  if (items.length === 0) return null;

  return (
    <Group
      gap="lg"
      px={{ base: "sm", sm: "md" }}
      py={6}
      bg="gray.0"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      aria-label={t("documentActions.relations.label")}
      role="note"
    >
      {items.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap" c="gray.7">
          {item.icon}
          <Text fz="sm" c="gray.8">
            {item.content}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
