import { Badge, Button, CloseButton, Group } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentsSearch, DocumentsView } from "../../../lib/search/documentsSearchSchema.ts";
import type { FilterOptions } from "../hooks/useFilterOptions.ts";
import { filterChips } from "../lib/filterChips.ts";
import type { SearchPatch } from "./DocumentsFilterPanel.tsx";
import { usePartnerNames } from "./PartnerFilter.tsx";

export interface DocumentsFilterChipsProps {
  search: DocumentsSearch;
  view: DocumentsView;
  options: FilterOptions;
  clientCompanyRowId: string;
  onChange: (patch: SearchPatch) => void;
  /** Shown when anything filters (beyond the defaults). */
  onReset: (() => void) | null;
}

/** The active filters as chips that remove themselves, and "reset". */
export function DocumentsFilterChips(props: DocumentsFilterChipsProps) {
  const hasPartners = Boolean(
    props.search.partnerCompanyRowIds?.length || props.search.excludePartnerCompanyRowIds?.length,
  );
  if (!hasPartners) return <ChipRow {...props} partnerNames={null} />;
  return (
    <Suspense fallback={<ChipRow {...props} partnerNames={null} />}>
      <ChipRowWithPartners {...props} />
    </Suspense>
  );
}

function ChipRowWithPartners(props: DocumentsFilterChipsProps) {
  const partnerNames = usePartnerNames(props.clientCompanyRowId, [
    ...(props.search.partnerCompanyRowIds ?? []),
    ...(props.search.excludePartnerCompanyRowIds ?? []),
  ]);
  return <ChipRow {...props} partnerNames={partnerNames} />;
}

function ChipRow({
  search,
  view,
  options,
  onChange,
  onReset,
  partnerNames,
}: DocumentsFilterChipsProps & { partnerNames: ReadonlyMap<string, string> | null }) {
  const { t, i18n } = useTranslation();
  const chips = filterChips(search, view, { ...options, partnerNames }, t, i18n.language);
  if (chips.length === 0 && !onReset) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t("documents.chips.label")} role="group">
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          size="lg"
          radius="xl"
          variant="light"
          tt="none"
          fw={500}
          maw={380}
          title={chip.label}
          pr={4}
          rightSection={
            <CloseButton
              size="xs"
              radius="xl"
              variant="transparent"
              c="petrol.8"
              onClick={() => onChange(chip.remove)}
              aria-label={t("documents.chips.remove", { label: chip.label })}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      {onReset ? (
        <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} />} onClick={onReset}>
          {t("documents.filters.reset")}
        </Button>
      ) : null}
    </Group>
  );
}
