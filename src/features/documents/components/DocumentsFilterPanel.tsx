import { Divider, MultiSelect, Paper, Select, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DATE_FILTER_TYPES,
  DOCUMENT_TYPES,
  type DocumentsFilterSearch,
  type DocumentsSearch,
  type DocumentStateParam,
  type DocumentsView,
} from "../../../lib/search/documentsSearchSchema.ts";
import type { FilterOptions } from "../hooks/useFilterOptions.ts";
import { resolvePeriod } from "../lib/listVariables.ts";
import { CompletenessFilter, TagObjectFilters } from "./BookkeepingFilters.tsx";
import {
  AmountInput,
  BooleanSelect,
  CommitTextInput,
  DateTextInput,
  IncludeExcludeSelect,
} from "../../../ui/FilterInputs.tsx";
import { PartnerFilter } from "./PartnerFilterSelect.tsx";
import { PaymentAccountingFilters } from "./PaymentAccountingFilters.tsx";
import { PeriodSelect } from "./PeriodSelect.tsx";

export type SearchPatch = Partial<DocumentsFilterSearch>;

export interface DocumentsFilterPanelProps {
  search: DocumentsSearch;
  view: DocumentsView;
  today: string;
  options: FilterOptions;
  clientCompanyRowId: string;
  useLast3Months: boolean;
  onChange: (patch: SearchPatch) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" c="dimmed" tt="uppercase" lts={0.4}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** Every filter of the documents list (spec part 2 §7), each written to the URL at once. */
export function DocumentsFilterPanel({
  search,
  view,
  today,
  options,
  clientCompanyRowId,
  useLast3Months,
  onChange,
}: DocumentsFilterPanelProps) {
  const { t } = useTranslation();
  const period = resolvePeriod(search, today);
  const yesNo = { trueLabel: t("documents.filters.yes"), falseLabel: t("documents.filters.no") };
  const stateSelect = (key: "archived" | "superseded") => (
    <Select
      label={t(`documents.filters.${key}.label`)}
      value={search[key] === true ? "ONLY" : search[key] === "ALL" ? "ALL" : "NONE"}
      onChange={(next) =>
        onChange({ [key]: (next === "ONLY" ? true : next === "ALL" ? "ALL" : undefined) as DocumentStateParam })
      }
      data={[
        { value: "NONE", label: t(`documents.filters.${key}.NONE`) },
        { value: "ONLY", label: t(`documents.filters.${key}.ONLY`) },
        { value: "ALL", label: t(`documents.filters.${key}.ALL`) },
      ]}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("documents.filters.panel")}>
      <Stack gap="md">
        <Section title={t("documents.filters.sections.period")}>
          <Select
            label={t("documents.filters.dateFilterType")}
            value={period.dateFilterType}
            onChange={(next) => onChange({ dateFilterType: (next ?? undefined) as DocumentsSearch["dateFilterType"] })}
            data={DATE_FILTER_TYPES.map((type) => ({ value: type, label: t(`documents.dateFilterTypes.${type}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <PeriodSelect search={search} today={today} useLast3Months={useLast3Months} onChange={onChange} />
          <DateTextInput
            label={t("documents.filters.fromDate")}
            value={period.fromDate}
            onCommit={(fromDate) => onChange({ datePreset: undefined, fromDate, untilDate: period.untilDate })}
          />
          <DateTextInput
            label={t("documents.filters.untilDate")}
            value={period.untilDate}
            onCommit={(untilDate) => onChange({ datePreset: undefined, fromDate: period.fromDate, untilDate })}
          />
        </Section>
        <Divider />
        <Section title={t("documents.filters.sections.documents")}>
          <IncludeExcludeSelect
            label={t("documents.filters.documentTypes")}
            data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.documentTypes.${type}`) }))}
            include={search.documentTypes}
            exclude={search.excludeDocumentTypes}
            onChange={(include, exclude) =>
              onChange({
                documentTypes: include as DocumentsSearch["documentTypes"],
                excludeDocumentTypes: exclude as DocumentsSearch["excludeDocumentTypes"],
              })
            }
          />
          <IncludeExcludeSelect
            label={t("documents.filters.categories")}
            data={options.categoryGroups.map((group) => ({
              group: t(`documents.documentTypes.${group.type}`),
              items: group.items,
            }))}
            include={search.categoryRowIds}
            exclude={search.excludeCategoryRowIds}
            onChange={(categoryRowIds, excludeCategoryRowIds) => onChange({ categoryRowIds, excludeCategoryRowIds })}
            searchable
            nothingFoundMessage={t("documents.filters.nothingFound")}
          />
          <PartnerFilter
            clientCompanyRowId={clientCompanyRowId}
            include={search.partnerCompanyRowIds}
            exclude={search.excludePartnerCompanyRowIds}
            onChange={(partnerCompanyRowIds, excludePartnerCompanyRowIds) =>
              onChange({ partnerCompanyRowIds, excludePartnerCompanyRowIds })
            }
          />
          <TagObjectFilters search={search} options={options} onChange={onChange} />
          <SimpleGrid cols={2} spacing="xs">
            <AmountInput
              label={t("documents.filters.minTotal")}
              value={search.minTotal}
              onCommit={(minTotal) => onChange({ minTotal })}
            />
            <AmountInput
              label={t("documents.filters.maxTotal")}
              value={search.maxTotal}
              onCommit={(maxTotal) => onChange({ maxTotal })}
            />
          </SimpleGrid>
          <CommitTextInput
            label={t("documents.filters.internalNumber")}
            value={search.internalNumber}
            onCommit={(internalNumber) => onChange({ internalNumber })}
            disabled={view !== "ACCOUNTING_VIEW"}
            description={view !== "ACCOUNTING_VIEW" ? t("documents.filters.internalNumberOnlyAccounting") : undefined}
          />
          <CommitTextInput
            label={t("documents.filters.contractType")}
            value={search.contractType}
            onCommit={(contractType) => onChange({ contractType })}
          />
        </Section>
        <Divider />
        <Section title={t("documents.filters.sections.state")}>
          <Select
            label={t("documents.filters.paidStatus.label")}
            value={search.paidStatus ?? "any"}
            onChange={(next) => onChange({ paidStatus: next === "PAID" || next === "NOT_PAID" ? next : undefined })}
            data={[
              { value: "any", label: t("documents.filters.any") },
              { value: "NOT_PAID", label: t("documents.filters.paidStatus.NOT_PAID") },
              { value: "PAID", label: t("documents.filters.paidStatus.PAID") },
            ]}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t("documents.filters.exportStatus.label")}
            value={search.exportStatus ?? "any"}
            onChange={(next) =>
              onChange({
                exportStatus: next === "EXPORTED_FOR_BOOKING" || next === "NOT_EXPORTED_FOR_BOOKING" ? next : undefined,
              })
            }
            data={[
              { value: "any", label: t("documents.filters.any") },
              {
                value: "NOT_EXPORTED_FOR_BOOKING",
                label: t("documents.filters.exportStatus.NOT_EXPORTED_FOR_BOOKING"),
              },
              { value: "EXPORTED_FOR_BOOKING", label: t("documents.filters.exportStatus.EXPORTED_FOR_BOOKING") },
            ]}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <CompletenessFilter search={search} options={options} onChange={onChange} />
          <BooleanSelect
            label={t("documents.filters.isApproved")}
            value={search.isApproved}
            onChange={(isApproved) => onChange({ isApproved })}
            {...yesNo}
          />
          <BooleanSelect
            label={t("documents.filters.isDuplicate")}
            value={search.isDuplicate}
            onChange={(isDuplicate) => onChange({ isDuplicate })}
            {...yesNo}
          />
          <BooleanSelect
            label={t("documents.filters.isCreditMemo")}
            value={search.isCreditMemo}
            onChange={(isCreditMemo) => onChange({ isCreditMemo })}
            {...yesNo}
          />
          <BooleanSelect
            label={t("documents.filters.isRecurring")}
            value={search.isRecurring}
            onChange={(isRecurring) => onChange({ isRecurring })}
            {...yesNo}
          />
          <BooleanSelect
            label={t("documents.filters.hasXmlSource")}
            value={search.hasXmlSource}
            onChange={(hasXmlSource) => onChange({ hasXmlSource })}
            {...yesNo}
          />
          {stateSelect("archived")}
          {stateSelect("superseded")}
        </Section>
        <Divider />
        <Section title={t("documents.filters.sections.paymentAccounting")}>
          <PaymentAccountingFilters search={search} options={options} onChange={onChange} />
        </Section>
        <Divider />
        <Section title={t("documents.filters.sections.workflow")}>
          <IncludeExcludeSelect
            label={t("documents.filters.workflowSteps")}
            data={options.workflowStepGroups.map((group) => ({ group: group.workflow, items: group.items }))}
            include={search.documentWorkflowStepRowIds}
            exclude={search.excludeDocumentWorkflowStepRowIds}
            onChange={(documentWorkflowStepRowIds, excludeDocumentWorkflowStepRowIds) =>
              onChange({ documentWorkflowStepRowIds, excludeDocumentWorkflowStepRowIds })
            }
            nothingFoundMessage={t("documents.filters.nothingFound")}
            placeholder={options.workflowStepGroups.length === 0 ? t("documents.filters.noWorkflows") : undefined}
          />
          <UserMultiSelect
            label={t("documents.filters.requestedApprovers")}
            users={options.users}
            value={search.requestedApproverRowIds}
            onChange={(requestedApproverRowIds) => onChange({ requestedApproverRowIds })}
          />
          <BooleanSelect
            label={t("documents.filters.hasComments")}
            value={search.hasComments}
            onChange={(hasComments) => onChange({ hasComments })}
            trueLabel={t("documents.filters.withComments")}
            falseLabel={t("documents.filters.withoutComments")}
          />
          <Select
            label={t("documents.filters.commentMentionedUser")}
            value={search.commentMentionedUserRowId ?? null}
            onChange={(next) =>
              onChange({
                commentMentionedUserRowId: next ?? undefined,
                commentMentionSeen: next ? search.commentMentionSeen : undefined,
              })
            }
            data={options.users}
            placeholder={t("documents.filters.any")}
            searchable
            clearable
            nothingFoundMessage={t("documents.filters.nothingFound")}
            comboboxProps={{ withinPortal: true }}
          />
          <BooleanSelect
            label={t("documents.filters.commentMentionSeen")}
            value={search.commentMentionSeen}
            onChange={(commentMentionSeen) => onChange({ commentMentionSeen })}
            trueLabel={t("documents.filters.seen")}
            falseLabel={t("documents.filters.unseen")}
            disabled={!search.commentMentionedUserRowId}
          />
        </Section>
      </Stack>
    </Paper>
  );
}

function UserMultiSelect({
  label,
  users,
  value,
  onChange,
}: {
  label: string;
  users: FilterOptions["users"];
  value: readonly string[] | undefined;
  onChange: (value: string[] | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      data={users}
      value={[...(value ?? [])]}
      onChange={(next) => onChange(next.length > 0 ? next : undefined)}
      placeholder={value?.length ? undefined : t("documents.filters.any")}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t("documents.filters.nothingFound")}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
