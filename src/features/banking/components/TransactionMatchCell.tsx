import { Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconLink, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { TransactionMatchCell_transaction$key } from "../../../__generated__/TransactionMatchCell_transaction.graphql.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { scorePercent } from "../lib/matchChecks.ts";

// The list's "Abgleich" column: the linked documents (invoice number and partner, each a link
// to the document) or the best open suggestion ("Vorschlag 92 %"). A fragment of the row: the
// list's page query reads them for every row at once, and the link, unlink, confirm and
// dismiss mutations answer the row again, so what the drawer changes updates the row.
export interface TransactionMatchCellProps {
  transaction: TransactionMatchCell_transaction$key;
  clientCompanyRowId: string;
}

export function TransactionMatchCell({ transaction: key, clientCompanyRowId }: TransactionMatchCellProps) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment TransactionMatchCell_transaction on MoneyTransaction {
        documentLinks(orderBy: [CREATED_AT_ASC]) {
          nodes {
            documentRowId
            document {
              derivedTitle
              invoice {
                invoiceNumber
                extractedPartnerName
                partnerCompany {
                  name
                }
              }
            }
          }
        }
        suggestions(orderBy: [RANK_ASC]) {
          nodes {
            score
            dismissedAt
          }
        }
      }
    `,
    key,
  );
  const links = data.documentLinks.nodes;
  if (links.length > 0) {
    const labelOf = (link: (typeof links)[number]) => {
      const invoice = link.document?.invoice;
      const partner = invoice?.partnerCompany?.name ?? invoice?.extractedPartnerName;
      return (
        [invoice?.invoiceNumber, partner].filter(Boolean).join(" · ") ||
        link.document?.derivedTitle ||
        t("banking.list.document")
      );
    };
    const [first, ...more] = links;
    return (
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconLink size={14} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: "none" }} />
        <AnchorLink
          to="/documents/$documentRowId"
          params={{ documentRowId: first!.documentRowId }}
          search={{ clientCompanyRowId }}
          fz="sm"
          truncate="end"
          title={labelOf(first!)}
          onClick={(event) => event.stopPropagation()}
          tabIndex={-1}
        >
          {labelOf(first!)}
        </AnchorLink>
        {more.length > 0 ? (
          <Tooltip label={more.map(labelOf).join(", ")} multiline maw={320} withArrow>
            <Badge size="xs" variant="light" color="teal" style={{ flex: "none" }}>
              +{more.length}
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
    );
  }
  const best = data.suggestions.nodes.find((suggestion) => !suggestion.dismissedAt);
  if (!best) {
    return (
      <Text fz="sm" c="dimmed">
        {t("banking.list.notMatched")}
      </Text>
    );
  }
  return (
    <Badge variant="light" color="violet" size="md" leftSection={<IconSparkles size={12} aria-hidden />}>
      {t("banking.list.suggestion", { percent: scorePercent(best.score) ?? 0 })}
    </Badge>
  );
}
