import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PartnerMergeDialogQuery } from "../../../__generated__/PartnerMergeDialogQuery.graphql.ts";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useMergePartnersMutation } from "../mutations/partnerMutations.ts";

const K = "settingsPartners";

export interface PartnerMergeDialogProps {
  partnerCompanyRowId: string | null;
  onClose: () => void;
  onMerged: (survivorRowId: string) => void;
}

/** Merging a partner with its duplicates: pick the one that stays, see what moves, confirm. */
export function PartnerMergeDialog({ partnerCompanyRowId, onClose, onMerged }: PartnerMergeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={partnerCompanyRowId !== null} onClose={onClose} title={t(`${K}.merge.title`)} size={1040} centered>
      {partnerCompanyRowId ? (
        <Suspense fallback={<Loader size="sm" aria-label={t(`${K}.merge.loading`)} />}>
          <MergeContent partnerCompanyRowId={partnerCompanyRowId} onClose={onClose} onMerged={onMerged} />
        </Suspense>
      ) : null}
    </Modal>
  );
}

function MergeContent({
  partnerCompanyRowId,
  onClose,
  onMerged,
}: {
  partnerCompanyRowId: string;
  onClose: () => void;
  onMerged: (survivorRowId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const data = useLazyLoadQuery<PartnerMergeDialogQuery>(
    graphql`
      query PartnerMergeDialogQuery($partnerCompanyRowId: UUID!) {
        partnerCompany(rowId: $partnerCompanyRowId) {
          rowId
          name
          active
          createdAt
          vatIds
          documentsCount
          locations {
            totalCount
          }
          paymentPresets {
            totalCount
          }
          directDebitMandates {
            totalCount
          }
          partnerAccounts {
            totalCount
          }
          duplicatesList {
            rowId
            name
            active
            createdAt
            vatIds
            documentsCount
            locations {
              totalCount
            }
            paymentPresets {
              totalCount
            }
            directDebitMandates {
              totalCount
            }
            partnerAccounts {
              totalCount
            }
          }
        }
      }
    `,
    { partnerCompanyRowId },
    { fetchPolicy: "network-only" },
  );
  const partner = data.partnerCompany;
  const group = useMemo(() => (partner ? [partner, ...(partner.duplicatesList ?? [])] : []), [partner]);
  // The one with the most documents stays by default.
  const [survivor, setSurvivor] = useState<string>(
    () => [...group].sort((a, b) => b.documentsCount - a.documentsCount)[0]?.rowId ?? "",
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(group.map((p) => p.rowId)));
  const [commit, isMerging] = useMergePartnersMutation();
  const [error, setError] = useState<string | null>(null);
  if (!partner) return <Text>{t(`${K}.merge.gone`)}</Text>;
  const duplicates = group.filter((p) => p.rowId !== survivor && chosen.has(p.rowId));
  const survivorName = group.find((p) => p.rowId === survivor)?.name ?? "";
  const sum = (pick: (p: (typeof group)[number]) => number) => duplicates.reduce((total, p) => total + pick(p), 0);
  const moving = {
    documents: formatCount(
      sum((p) => p.documentsCount),
      i18n.language,
    ),
    locations: formatCount(
      sum((p) => p.locations.totalCount),
      i18n.language,
    ),
    presets: formatCount(
      sum((p) => p.paymentPresets.totalCount),
      i18n.language,
    ),
    mandates: formatCount(
      sum((p) => p.directDebitMandates.totalCount),
      i18n.language,
    ),
    accounts: formatCount(
      sum((p) => p.partnerAccounts.totalCount),
      i18n.language,
    ),
  };
  const merge = async () => {
    setError(null);
    try {
      await commitAsPromise(commit, { survivorRowId: survivor, duplicateRowIds: duplicates.map((p) => p.rowId) });
      notifications.show({ color: "teal", message: t(`${K}.merge.done`, { name: survivorName }) });
      onMerged(survivor);
      onClose();
    } catch (refusal) {
      setError(refusalText(refusal, refusalKeyOf, t));
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t(`${K}.merge.lead`)}</Text>
      <Table verticalSpacing={6} aria-label={t(`${K}.merge.title`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${K}.merge.keeps`)}</Table.Th>
            <Table.Th>{t(`${K}.merge.include`)}</Table.Th>
            <Table.Th>{t(`${K}.columns.name`)}</Table.Th>
            <Table.Th>{t(`${K}.columns.vatIds`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.columns.documents`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.merge.locations`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.merge.presets`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.merge.mandates`)}</Table.Th>
            <Table.Th ta="right">{t(`${K}.merge.accounts`)}</Table.Th>
            <Table.Th>{t(`${K}.columns.created`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.map((p) => (
            <Table.Tr key={p.rowId}>
              <Table.Td>
                <Radio
                  aria-label={t(`${K}.merge.keepThis`, { name: p.name })}
                  checked={survivor === p.rowId}
                  onChange={() => setSurvivor(p.rowId)}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={t(`${K}.merge.includeThis`, { name: p.name })}
                  checked={p.rowId === survivor || chosen.has(p.rowId)}
                  disabled={p.rowId === survivor}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.currentTarget.checked) next.add(p.rowId);
                    else next.delete(p.rowId);
                    setChosen(next);
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {p.name}
                </Text>
                {p.active ? null : (
                  <Text size="xs" c="dimmed">
                    {t(`${K}.status.inactive`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.vatIds.filter(Boolean).join(", ") || "–"}</Table.Td>
              <Table.Td ta="right">{formatCount(p.documentsCount, i18n.language)}</Table.Td>
              <Table.Td ta="right">{p.locations.totalCount}</Table.Td>
              <Table.Td ta="right">{p.paymentPresets.totalCount}</Table.Td>
              <Table.Td ta="right">{p.directDebitMandates.totalCount}</Table.Td>
              <Table.Td ta="right">{p.partnerAccounts.totalCount}</Table.Td>
              <Table.Td>{formatDate(p.createdAt.slice(0, 10), i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {duplicates.length > 0 ? (
        <Alert color="orange" title={t(`${K}.merge.confirmTitle`, { count: duplicates.length, name: survivorName })}>
          {t(`${K}.merge.moves`, moving)}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t(`${K}.merge.nothing`)}
        </Text>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isMerging}>
          {t(`${K}.actions.cancel`)}
        </Button>
        <Button color="orange" onClick={() => void merge()} loading={isMerging} disabled={duplicates.length === 0}>
          {t(`${K}.merge.confirm`, { count: duplicates.length })}
        </Button>
      </Group>
    </Stack>
  );
}
