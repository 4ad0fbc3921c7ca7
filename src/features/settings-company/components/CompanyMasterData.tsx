import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CompanyMasterData_company$key } from "../../../__generated__/CompanyMasterData_company.graphql.ts";
import { formatDate } from "../../../lib/calendarDate.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";

const K = "settingsCompany";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The company's master data as the super admin keeps it (Admin pages): shown, not edited here. */
export function CompanyMasterData({ company }: { company: CompanyMasterData_company$key }) {
  const { t, i18n } = useTranslation();
  const c = useFragment(
    graphql`
      fragment CompanyMasterData_company on ClientCompany {
        rowId
        name
        brandName
        status
        language
        branding
        accountingSystem
        contractStartDate
        vatRowId
        taxNumber
        street
        postalCode
        city
        country
        accountingCompanyClientCompanyRowId
        accountingCompanyClientCompany {
          brandNameOrName
        }
        billedClientCompanyRowId
        billedClientCompany {
          brandNameOrName
        }
      }
    `,
    company,
  );
  const none = t(`${K}.readOnly.none`);
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" "), c.country].filter(Boolean).join(", ");
  const billed =
    c.billedClientCompanyRowId == null || c.billedClientCompanyRowId === c.rowId
      ? t(`${K}.readOnly.itself`)
      : (c.billedClientCompany?.brandNameOrName ?? none);
  return (
    <FormSection title={t(`${K}.sections.masterData`)} description={t(`${K}.sections.masterDataHint`)}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
        <Fact label={t(`${K}.readOnly.name`)}>{c.name}</Fact>
        <Fact label={t(`${K}.readOnly.brandName`)}>{c.brandName ?? none}</Fact>
        <Fact label={t(`${K}.readOnly.status`)}>{t(`${K}.values.status.${c.status}`, { defaultValue: none })}</Fact>
        <Fact label={t(`${K}.readOnly.language`)}>
          {t(`${K}.values.language.${c.language}`, { defaultValue: c.language })}
        </Fact>
        <Fact label={t(`${K}.readOnly.branding`)}>{c.branding ?? none}</Fact>
        <Fact label={t(`${K}.readOnly.vatId`)}>{c.vatRowId ?? none}</Fact>
        <Fact label={t(`${K}.readOnly.taxNumber`)}>{c.taxNumber ?? none}</Fact>
        <Fact label={t(`${K}.readOnly.address`)}>{address || none}</Fact>
        <Fact label={t(`${K}.readOnly.accountingSystem`)}>{c.accountingSystem ?? none}</Fact>
        <Fact label={t(`${K}.readOnly.contractStartDate`)}>
          {c.contractStartDate ? formatDate(c.contractStartDate, i18n.language) : none}
        </Fact>
        <Fact label={t(`${K}.readOnly.accountingCompany`)}>
          {c.accountingCompanyClientCompanyRowId ? (c.accountingCompanyClientCompany?.brandNameOrName ?? none) : none}
        </Fact>
        <Fact label={t(`${K}.readOnly.billedCompany`)}>{billed}</Fact>
      </SimpleGrid>
    </FormSection>
  );
}
