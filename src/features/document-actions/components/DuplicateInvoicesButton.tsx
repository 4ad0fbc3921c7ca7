import { Button, Popover, Stack, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DuplicateInvoicesButton_document$key } from "../../../__generated__/DuplicateInvoicesButton_document.graphql.ts";
import { formatCount, formatDateTime, formatMoney } from "../../../lib/format.ts";
import { AnchorLink } from "../../../shell/links.tsx";

export interface DuplicateInvoicesButtonProps {
  document: DuplicateInvoicesButton_document$key;
}

/** For an invoice with possible duplicates (same partner, same invoice number): a warning in
 * the bar that lists them, each linked. */
export function DuplicateInvoicesButton({ document: documentKey }: DuplicateInvoicesButtonProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DuplicateInvoicesButton_document on Document {
        clientCompanyRowId
        duplicateInvoicesList {
          rowId
          derivedTitle
          importDate
          invoice {
            invoiceNumber
            total
            currency
          }
        }
      }
    `,
    documentKey,
  );
  const duplicates = document.duplicateInvoicesList ?? [];
  if (duplicates.length === 0) return null;
  const label = t("documentActions.duplicates.button", { count: duplicates.length });

  return (
    <Popover position="bottom-end" width={360} shadow="md" withArrow withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="light" color="orange" leftSection={<IconCopy size={16} />} aria-label={label}>
          <Text component="span" fz="sm" fw={600} visibleFrom="lg">
            {label}
          </Text>
          <Text component="span" fz="sm" fw={600} hiddenFrom="lg">
            {formatCount(duplicates.length, i18n.language)}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          <Text fz="xs" c="dimmed">
            {t("documentActions.duplicates.explanation")}
          </Text>
          <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {duplicates.map((duplicate) => (
              <li key={duplicate.rowId}>
                <AnchorLink
                  to="/documents/$documentRowId"
                  params={{ documentRowId: duplicate.rowId }}
                  search={{ clientCompanyRowId: document.clientCompanyRowId }}
                  fz="sm"
                  fw={500}
                >
                  {duplicate.derivedTitle || t("documentActions.untitled")}
                </AnchorLink>
                <Text fz="xs" c="dimmed">
                  {[
                    duplicate.invoice?.invoiceNumber
                      ? t("documentActions.duplicates.invoiceNumber", { number: duplicate.invoice.invoiceNumber })
                      : null,
                    formatMoney(duplicate.invoice?.total, duplicate.invoice?.currency, i18n.language) || null,
                    t("documentActions.duplicates.imported", {
                      date: formatDateTime(duplicate.importDate, i18n.language),
                    }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
