import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { IconArrowsJoin, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { PartnerCompanyDetailPage_partner$key } from "../../../__generated__/PartnerCompanyDetailPage_partner.graphql.ts";
import type { PartnerCompanyDetailPageQuery } from "../../../__generated__/PartnerCompanyDetailPageQuery.graphql.ts";
import type { partnerChoices_clientCompany$key } from "../../../__generated__/partnerChoices_clientCompany.graphql.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { LocationsSection } from "../components/LocationsSection.tsx";
import { MandatesSection } from "../components/MandatesSection.tsx";
import { PartnerForm } from "../components/PartnerForm.tsx";
import { PartnerMergeDialog } from "../components/PartnerMergeDialog.tsx";
import { usePartnerChoices } from "../components/partnerChoices.ts";
import { PresetsSection } from "../components/PresetsSection.tsx";
import { type PartnerFormValues, partnerFormValuesOf, toPartnerPatch } from "../forms/partnerFormSchemas.ts";
import { partnerPaths } from "../lib/paths.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useUpdatePartnerMutation } from "../mutations/partnerMutations.ts";

const K = "settingsPartners";

export const partnerCompanyDetailPageQuery = graphql`
  query PartnerCompanyDetailPageQuery($clientCompanyRowId: UUID!, $partnerCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      ...partnerChoices_clientCompany
    }
    partnerCompany(rowId: $partnerCompanyRowId) {
      clientCompanyRowId
      ...PartnerCompanyDetailPage_partner
    }
  }
`;

export interface PartnerCompanyDetailPageProps {
  queryRef: PreloadedQuery<PartnerCompanyDetailPageQuery>;
}

/** Settings → company → one partner company: every field, its locations, bank details and
 * mandates; deactivate or activate; merge its duplicates (company-manage access). */
export function PartnerCompanyDetailPage({ queryRef }: PartnerCompanyDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<PartnerCompanyDetailPageQuery>(partnerCompanyDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const partner = data.partnerCompany;
  if (!company?.currentUserHasCompanyManageAccess) {
    return <SettingsForbidden />;
  }
  const paths = partnerPaths(company.rowId);
  if (!partner || partner.clientCompanyRowId !== company.rowId) {
    return <SettingsNotFound back={{ href: paths.list(), label: t(`${K}.backToList`) }} title={t(`${K}.notFound`)} />;
  }
  return <PartnerDetail partner={partner} clientCompany={company} clientCompanyRowId={company.rowId} />;
}

function PartnerDetail({
  partner: partnerKey,
  clientCompany,
  clientCompanyRowId,
}: {
  partner: PartnerCompanyDetailPage_partner$key;
  clientCompany: partnerChoices_clientCompany$key;
  clientCompanyRowId: string;
}) {
  const { t, i18n } = useTranslation();
  const partner = useFragment(
    graphql`
      fragment PartnerCompanyDetailPage_partner on PartnerCompany {
        rowId
        name
        alternativeNames
        isConsumer
        paidWithDirectDebit
        notes
        active
        createdAt
        controllerUserRowId
        mainCostCenterRowId
        mainCostUnitRowId
        documentsCount
        duplicatesCount
        partnerAccounts(first: 50) {
          nodes {
            number
          }
        }
        ...LocationsSection_partner
        ...PresetsSection_partner
        ...MandatesSection_partner
      }
    `,
    partnerKey,
  );
  usePageTitle(partner.name);
  const choices = usePartnerChoices(clientCompany);
  const [commit, isUpdating] = useUpdatePartnerMutation();
  const [merging, setMerging] = useState(false);
  const router = useRouter();
  const paths = partnerPaths(clientCompanyRowId);
  const defaultValues = useMemo(() => partnerFormValuesOf(partner), [partner]);
  const save = async (values: PartnerFormValues) => {
    await commitAsPromise(commit, { input: { rowId: partner.rowId, patch: toPartnerPatch(values) } });
    notifications.show({ color: "teal", message: t(`${K}.saved`) });
  };
  const setActive = async (active: boolean) => {
    try {
      await commitAsPromise(commit, { input: { rowId: partner.rowId, patch: { active } } });
      notifications.show({ color: "teal", message: t(active ? `${K}.activated` : `${K}.deactivated`) });
    } catch (error) {
      notifications.show({ color: "red", message: refusalText(error, refusalKeyOf, t) });
    }
  };
  return (
    <SettingsPageFrame
      title={
        <Group gap="sm" component="span">
          {partner.name}
          {partner.active ? null : (
            <Badge color="gray" variant="light">
              {t(`${K}.status.inactive`)}
            </Badge>
          )}
        </Group>
      }
      description={
        <Text span c="dimmed">
          {t(`${K}.usage`, {
            documents: formatCount(partner.documentsCount, i18n.language),
            accounts: partner.partnerAccounts.nodes.map((a) => a.number).join(", ") || "–",
          })}
          {" · "}
          {t(`${K}.createdAt`, { date: formatDateTime(partner.createdAt, i18n.language) })}
        </Text>
      }
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
      actions={
        partner.active ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} />}
            loading={isUpdating}
            onClick={() => void setActive(false)}
          >
            {t(`${K}.actions.deactivate`)}
          </Button>
        ) : (
          <Button leftSection={<IconPlayerPlay size={16} />} loading={isUpdating} onClick={() => void setActive(true)}>
            {t(`${K}.actions.activate`)}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {partner.duplicatesCount > 0 ? (
          <Alert color="orange" title={t(`${K}.duplicatesFound`, { count: partner.duplicatesCount })}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t(`${K}.duplicatesHint`)}</Text>
              <Button
                size="compact-sm"
                color="orange"
                variant="light"
                leftSection={<IconArrowsJoin size={14} />}
                onClick={() => setMerging(true)}
              >
                {t(`${K}.merge.open`, { count: partner.duplicatesCount })}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <PartnerForm
          key={partner.rowId}
          defaultValues={defaultValues}
          save={save}
          submitLabel={t(`${K}.actions.save`)}
          cancelHref={paths.list()}
          {...choices}
        />
        <LocationsSection
          clientCompanyRowId={clientCompanyRowId}
          partnerCompanyRowId={partner.rowId}
          partner={partner}
        />
        <PresetsSection clientCompanyRowId={clientCompanyRowId} partnerCompanyRowId={partner.rowId} partner={partner} />
        <MandatesSection
          clientCompanyRowId={clientCompanyRowId}
          partnerCompanyRowId={partner.rowId}
          partnerName={partner.name}
          partner={partner}
        />
      </Stack>
      <PartnerMergeDialog
        partnerCompanyRowId={merging ? partner.rowId : null}
        onClose={() => setMerging(false)}
        onMerged={(survivorRowId) =>
          void router.navigate({ href: paths.detail(survivorRowId) }).then(() => router.invalidate())
        }
      />
    </SettingsPageFrame>
  );
}
