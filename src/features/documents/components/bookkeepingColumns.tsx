import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { bookkeepingColumns_document$key } from "../../../__generated__/bookkeepingColumns_document.graphql.ts";
import type { InvoiceCompletenessDetailParam } from "../../../lib/search/documentsSearchSchema.ts";
import type { DocumentsColumn } from "./DocumentsTableRow.tsx";

// The table columns of the ledger account, the real-estate objects and the invoice's
// completeness for the booking export.

const fragment = graphql`
  fragment bookkeepingColumns_document on Document {
    invoice {
      invoiceCompletenessDetails
      firstAccountingItem: accountingItems(first: 1, orderBy: [SORT_INDEX_ASC]) {
        nodes {
          generalLedgerAccount {
            number
            name
          }
        }
      }
    }
    realEstateObjectInstances(first: 5, orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        realEstateObject {
          title
        }
      }
    }
  }
`;

interface CellProps {
  document: bookkeepingColumns_document$key;
}

function Dimmed({ text }: { text: string }) {
  return (
    <Text span fz="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** The number and name of the ledger account of the invoice's first accounting item. */
function GeneralLedgerAccountCell({ document }: CellProps) {
  const data = useFragment(fragment, document);
  const account = data.invoice?.firstAccountingItem.nodes[0]?.generalLedgerAccount;
  if (!account) return <Dimmed text="–" />;
  const text = `${account.number} ${account.name}`;
  return (
    <Text fz="sm" lineClamp={1} title={text}>
      {text}
    </Text>
  );
}

/** The real-estate objects the document is booked to. */
function RealEstateObjectCell({ document }: CellProps) {
  const data = useFragment(fragment, document);
  const titles = data.realEstateObjectInstances.nodes.flatMap((instance) =>
    instance.realEstateObject ? [instance.realEstateObject.title] : [],
  );
  if (titles.length === 0) return <Dimmed text="–" />;
  return (
    <Text fz="sm" lineClamp={1} title={titles.join(", ")}>
      {titles.join(", ")}
    </Text>
  );
}

/** "Missing: partner account, accounting items" in orange, or a green tick when complete. */
function CompletenessCell({ document }: CellProps) {
  const { t } = useTranslation();
  const data = useFragment(fragment, document);
  if (!data.invoice) return <Dimmed text="–" />;
  const missing = data.invoice.invoiceCompletenessDetails.filter(
    (detail): detail is InvoiceCompletenessDetailParam => detail !== null && detail !== "%future added value",
  );
  if (missing.length === 0) {
    return (
      <Group gap={4} wrap="nowrap">
        <ThemeIcon size="sm" variant="transparent" color="teal" aria-hidden>
          <IconCircleCheck size={16} />
        </ThemeIcon>
        <Text span fz="sm" c="teal.8">
          {t("bookkeeping.completeness.complete")}
        </Text>
      </Group>
    );
  }
  const names = missing.map((detail) => t(`bookkeeping.completenessDetails.${detail}`)).join(", ");
  return (
    // A native hint: the text says it already, the hint at length (no pop-up code in the list).
    <Text span fz="sm" c="orange.9" title={t("bookkeeping.completeness.missingLong", { details: names })}>
      {t("bookkeeping.completeness.missing", { details: names })}
    </Text>
  );
}

export const BOOKKEEPING_COLUMNS = {
  generalLedgerAccount: {
    id: "generalLedgerAccount",
    sortField: "GENERAL_LEDGER_ACCOUNT",
    width: 180,
    render: (row) => <GeneralLedgerAccountCell document={row} />,
  },
  realEstateObject: {
    id: "realEstateObject",
    sortField: "REAL_ESTATE_OBJECT",
    width: 200,
    render: (row) => <RealEstateObjectCell document={row} />,
  },
  completeness: {
    id: "completeness",
    width: 200,
    render: (row) => <CompletenessCell document={row} />,
  },
} satisfies Record<"generalLedgerAccount" | "realEstateObject" | "completeness", DocumentsColumn>;
