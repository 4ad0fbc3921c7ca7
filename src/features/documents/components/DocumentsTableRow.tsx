import { Checkbox, Group, Text } from "@mantine/core";
import { Table } from "../../../ui/mantineShims/tableWithoutScrollContainer.ts";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  DocumentsTableRow_document$data,
  DocumentsTableRow_document$key,
} from "../../../__generated__/DocumentsTableRow_document.graphql.ts";
import { formatAmount, formatDate, formatDateTime, formatMoney } from "../../../lib/format.ts";
import type { DocumentsSortField, DocumentTypeParam } from "../../../lib/search/documentsSearchSchema.ts";
import { type DocumentHeadline, useDocumentHeadline } from "../hooks/useDocumentHeadline.ts";
import { toIsoDate } from "../../../lib/calendarDate.ts";
import { negated } from "../lib/documentDisplay.ts";
import type { DocumentsColumnId } from "../lib/documentsColumns.ts";
import { BOOKKEEPING_COLUMNS } from "./bookkeepingColumns.tsx";
import { DocumentLink } from "./DocumentLink.tsx";
import { DocumentStateBadges } from "./DocumentStateBadges.tsx";
import type { DocumentItemProps } from "./documentItemProps.ts";
import { ArrivedByEmail } from "../../../ui/ArrivedByEmail.tsx";

export const TABLE_ROW_HEIGHT = 41;

export const documentsTableRowFragment = graphql`
  fragment DocumentsTableRow_document on Document
  @argumentDefinitions(withWorkflow: { type: "Boolean!", defaultValue: false }) {
    rowId
    type
    derivedTitle
    importDate
    exportedForBookingAt
    category {
      name
    }
    sourceEmail {
      sender
    }
    invoice {
      invoiceNumber
      internalNumber
      dueDate
      discountUntil
      signedNet
      signedTotal
      vatAmount
      openAmount
      currency
      creditMemo
    }
    otherDocument {
      documentNumber
    }
    workflowStep @include(if: $withWorkflow) {
      fullName
    }
    approvalState @include(if: $withWorkflow)
    approvedWithoutVerifiers @include(if: $withWorkflow)
    latestComment: comments(first: 1, orderBy: [CREATED_AT_DESC]) @include(if: $withWorkflow) {
      nodes {
        textMessage
        createdAt
        commentedBy {
          fullName
        }
      }
    }
    ...useDocumentHeadline_document
    ...DocumentStateBadges_document
    ...bookkeepingColumns_document
  }
`;

type Row = DocumentsTableRow_document$data;
type ApprovalState = "NONE" | "OPEN" | "APPROVED" | "REJECTED";

interface CellContext {
  headline: DocumentHeadline;
  t: TFunction;
  locale: string;
  today: string;
  clientCompanyRowId: string;
}

export interface DocumentsColumn {
  id: DocumentsColumnId;
  /** The sort field a click on the header sets. */
  sortField?: DocumentsSortField;
  align?: "left" | "right";
  /** Minimum width in px (the table scrolls sideways below the sum). */
  width: number;
  render: (row: Row, context: CellContext) => ReactNode;
}

/** One line per cell (rows have a fixed height for the virtualised list); figures align. */
function cellStyle(align: DocumentsColumn["align"]) {
  return {
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    fontVariantNumeric: align === "right" ? "tabular-nums" : undefined,
  } as const;
}

function money(row: Row, amount: string | null | undefined, locale: string) {
  return row.invoice ? formatMoney(amount, row.invoice.currency, locale) : "";
}

const vatOf = (row: Row) => (row.invoice?.creditMemo ? negated(row.invoice.vatAmount) : row.invoice?.vatAmount);

/** Every column a table view can show; which ones, see lib/documentsColumns.ts. */
export const DOCUMENTS_COLUMNS: Record<DocumentsColumnId, DocumentsColumn> = {
  date: {
    id: "date",
    sortField: "INVOICE_DATE",
    width: 104,
    render: (_row, { headline, locale }) => formatDate(headline.date, locale),
  },
  partner: {
    id: "partner",
    sortField: "PARTNER",
    width: 220,
    render: (row, { headline, t, clientCompanyRowId }) => {
      const text = headline.partnerName ?? row.derivedTitle ?? t("documents.untitled");
      const link = (
        <DocumentLink rowId={row.rowId} clientCompanyRowId={clientCompanyRowId} fz="sm" fw={500} title={text}>
          {text}
        </DocumentLink>
      );
      if (!row.sourceEmail) return link;
      return (
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ArrivedByEmail sender={row.sourceEmail.sender} />
          {link}
        </Group>
      );
    },
  },
  title: {
    id: "title",
    width: 220,
    render: (row, { t }) => (
      <Text fz="sm" lineClamp={1} title={row.derivedTitle ?? undefined}>
        {row.derivedTitle ?? t("documents.untitled")}
      </Text>
    ),
  },
  documentType: {
    id: "documentType",
    width: 150,
    render: (row, { t }) => t(`documents.documentTypes.${row.type as DocumentTypeParam}`),
  },
  category: {
    id: "category",
    width: 160,
    render: (row) => (
      <Text fz="sm" lineClamp={1} title={row.category?.name}>
        {row.category?.name ?? ""}
      </Text>
    ),
  },
  invoiceNumber: {
    id: "invoiceNumber",
    sortField: "INVOICE_NUMBER",
    width: 140,
    render: (row) => (
      <Text fz="sm" lineClamp={1}>
        {row.invoice?.invoiceNumber ?? row.otherDocument?.documentNumber ?? ""}
      </Text>
    ),
  },
  internalNumber: {
    id: "internalNumber",
    width: 120,
    render: (row) => row.invoice?.internalNumber ?? "",
  },
  dueDate: {
    id: "dueDate",
    sortField: "DUE_DATE",
    width: 104,
    render: (row, { locale }) => formatDate(row.invoice?.dueDate, locale),
  },
  discountUntil: {
    id: "discountUntil",
    sortField: "DISCOUNT_DUE_DATE",
    width: 104,
    render: (row, { locale }) => formatDate(row.invoice?.discountUntil, locale),
  },
  importDate: {
    id: "importDate",
    sortField: "IMPORT_DATE",
    width: 150,
    render: (row, { locale }) => formatDateTime(row.importDate, locale),
  },
  net: {
    id: "net",
    align: "right",
    width: 120,
    render: (row, { locale }) => money(row, row.invoice?.signedNet, locale),
  },
  total: {
    id: "total",
    sortField: "TOTAL",
    align: "right",
    width: 120,
    render: (row, { locale }) => money(row, row.invoice?.signedTotal, locale),
  },
  openAmount: {
    id: "openAmount",
    align: "right",
    width: 120,
    render: (row, { locale }) => money(row, row.invoice?.openAmount, locale),
  },
  netAmount: {
    id: "netAmount",
    align: "right",
    width: 110,
    render: (row, { locale }) => formatAmount(row.invoice?.signedNet, locale),
  },
  vatAmount: {
    id: "vatAmount",
    align: "right",
    width: 100,
    render: (row, { locale }) => formatAmount(vatOf(row), locale),
  },
  totalAmount: {
    id: "totalAmount",
    sortField: "TOTAL",
    align: "right",
    width: 110,
    render: (row, { locale }) => formatAmount(row.invoice?.signedTotal, locale),
  },
  currency: {
    id: "currency",
    width: 70,
    render: (row) => row.invoice?.currency ?? "",
  },
  exportState: {
    id: "exportState",
    width: 170,
    render: (row, { t, locale }) =>
      row.exportedForBookingAt ? (
        t("documents.export.exported", { date: formatDate(toIsoDate(new Date(row.exportedForBookingAt)), locale) })
      ) : (
        <Text span fz="sm" c="dimmed">
          {t("documents.export.notExported")}
        </Text>
      ),
  },
  state: {
    id: "state",
    width: 260,
    render: (row, { today }) => <DocumentStateBadges document={row} today={today} isCompact isSingleLine />,
  },
  workflowStep: {
    id: "workflowStep",
    width: 230,
    render: (row, { t }) => (
      <Text fz="sm" lineClamp={1} c={row.workflowStep ? undefined : "dimmed"}>
        {row.workflowStep?.fullName ?? t("documents.workflow.noStep")}
      </Text>
    ),
  },
  approvalState: {
    id: "approvalState",
    width: 130,
    render: (row, { t }) =>
      row.approvalState && row.approvalState !== "NONE" ? (
        t(`documents.approvalState.${row.approvalState as ApprovalState}`)
      ) : row.approvedWithoutVerifiers ? (
        // approvedWithoutVerifiers: nobody was asked, the document counts as approved.
        t("documents.approvalState.APPROVED_WITHOUT_VERIFIERS")
      ) : (
        <Text span fz="sm" c="dimmed">
          –
        </Text>
      ),
  },
  latestComment: {
    id: "latestComment",
    width: 320,
    render: (row, { t, locale }) => {
      const comment = row.latestComment?.nodes[0];
      if (!comment)
        return (
          <Text fz="sm" c="dimmed">
            {t("documents.workflow.noComment")}
          </Text>
        );
      return (
        <Text fz="sm" lineClamp={1} title={comment.textMessage}>
          <Text span fz="sm" fw={500}>
            {comment.commentedBy?.fullName ?? t("documents.workflow.unknownAuthor")}
          </Text>
          <Text span fz="xs" c="dimmed">
            {" "}
            · {formatDateTime(comment.createdAt, locale)}:{" "}
          </Text>
          {comment.textMessage}
        </Text>
      );
    },
  },
  ...BOOKKEEPING_COLUMNS,
};

export interface DocumentsTableRowProps extends DocumentItemProps<DocumentsTableRow_document$key> {
  columns: readonly DocumentsColumn[];
}

/** One document as a table row; the row takes the focus, Enter or a click opens it. */
export function DocumentsTableRow({
  document: documentKey,
  columns,
  index,
  isFocused,
  isSelected,
  onToggleSelected,
  onOpen,
  clientCompanyRowId,
  today,
}: DocumentsTableRowProps) {
  const { t, i18n } = useTranslation();
  const row = useFragment(documentsTableRowFragment, documentKey);
  const headline = useDocumentHeadline(row);
  const context: CellContext = { headline, t, locale: i18n.language, today, clientCompanyRowId };
  const title = headline.partnerName ?? row.derivedTitle ?? t("documents.untitled");
  return (
    <Table.Tr
      data-index={index}
      data-document-item
      aria-selected={isSelected}
      tabIndex={isFocused ? 0 : -1}
      h={TABLE_ROW_HEIGHT}
      bg={isSelected ? "var(--mantine-color-petrol-0)" : undefined}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a, input, button, label")) return;
        onOpen();
      }}
      style={{ cursor: "pointer" }}
    >
      {onToggleSelected ? (
        <Table.Td w={40}>
          <Checkbox
            size="xs"
            tabIndex={-1}
            checked={isSelected}
            onChange={() => onToggleSelected()}
            aria-label={t("documents.selection.selectOne", { title })}
          />
        </Table.Td>
      ) : null}
      {columns.map((column) => (
        <Table.Td key={column.id} ta={column.align} style={cellStyle(column.align)}>
          {column.render(row, context)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
