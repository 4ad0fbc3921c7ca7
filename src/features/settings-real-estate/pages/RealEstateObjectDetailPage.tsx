import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconCircleOff, IconFileText } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { RealEstateObjectDetailPage_fields$key } from "../../../__generated__/RealEstateObjectDetailPage_fields.graphql.ts";
import type { RealEstateObjectDetailPageQuery } from "../../../__generated__/RealEstateObjectDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { HrefAnchor } from "../../../ui/HrefLinks.tsx";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ObjectTagsSection } from "../components/ObjectTagsSection.tsx";
import { RealEstateObjectForm } from "../components/RealEstateObjectForm.tsx";
import { TenantOwnersSection } from "../components/TenantOwnersSection.tsx";
import {
  type RealEstateObjectFormValues,
  realEstateObjectFormValuesOf,
  toRealEstateObjectPatch,
} from "../forms/realEstateObjectFormSchema.ts";
import { realEstatePaths } from "../lib/paths.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useObjectTypeLabel } from "../lib/useObjectTypeLabel.ts";
import {
  useSetRealEstateObjectDisabledMutation,
  useUpdateRealEstateObjectMutation,
} from "../mutations/realEstateObjectMutations.ts";

const K = "settingsRealEstate";

export const realEstateObjectDetailPageQuery = graphql`
  query RealEstateObjectDetailPageQuery($clientCompanyRowId: UUID!, $realEstateObjectRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      featureFlags {
        realEstateObjects
      }
      sortedTags(first: 500) {
        nodes {
          id
          rowId
          tag
        }
      }
    }
    realEstateObject(rowId: $realEstateObjectRowId) {
      id
      rowId
      clientCompanyRowId
      documentCount
      tags {
        nodes {
          id
          rowId
        }
      }
      ...RealEstateObjectDetailPage_fields
      ...TenantOwnersSection_realEstateObject
    }
  }
`;

const fieldsFragment = graphql`
  fragment RealEstateObjectDetailPage_fields on RealEstateObject {
    title
    type
    number
    accountingArea
    userAccount
    address
    alternativeAddresses
    zip
    city
    country
    iban
    bic
    note
    disabledAt
    updatedAt
  }
`;

export interface RealEstateObjectDetailPageProps {
  queryRef: PreloadedQuery<RealEstateObjectDetailPageQuery>;
}

/** Settings → company → real-estate objects → one object: every field, its tags, its tenants and
 * owners, how many documents are booked to it (a link to them), disabling and enabling. */
export function RealEstateObjectDetailPage({ queryRef }: RealEstateObjectDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<RealEstateObjectDetailPageQuery>(realEstateObjectDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const object = data.realEstateObject;
  usePageTitle(t(`${K}.title`));
  if (!company?.currentUserHasCompanyManageAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  if (!company.featureFlags?.realEstateObjects)
    return <SettingsFeatureOff title={t(`${K}.featureOff`)} description={t(`${K}.featureOffDescription`)} />;
  const paths = realEstatePaths(company.rowId);
  if (!object || object.clientCompanyRowId !== company.rowId) {
    return <SettingsNotFound back={{ href: paths.list(), label: t(`${K}.back`) }} description={t(`${K}.notFound`)} />;
  }
  return (
    <RealEstateObjectDetail
      object={object}
      fields={object}
      companyTags={company.sortedTags.nodes}
      paths={paths}
      clientCompanyRowId={company.rowId}
    />
  );
}

interface RealEstateObjectDetailProps {
  object: NonNullable<RealEstateObjectDetailPageQuery["response"]["realEstateObject"]>;
  fields: RealEstateObjectDetailPage_fields$key;
  companyTags: readonly { rowId: string; tag: string }[];
  paths: ReturnType<typeof realEstatePaths>;
  clientCompanyRowId: string;
}

function RealEstateObjectDetail({
  object,
  fields: fieldsKey,
  companyTags,
  paths,
  clientCompanyRowId,
}: RealEstateObjectDetailProps) {
  const { t, i18n } = useTranslation();
  const fields = useFragment(fieldsFragment, fieldsKey);
  const typeLabel = useObjectTypeLabel();
  usePageTitle(fields.title);
  const [commitUpdate] = useUpdateRealEstateObjectMutation();
  const [commitDisabled, isSwitching] = useSetRealEstateObjectDisabledMutation();
  const [switchRefusal, setSwitchRefusal] = useState<string | null>(null);
  const defaultValues = useMemo(() => realEstateObjectFormValuesOf(fields), [fields]);
  const disabled = fields.disabledAt !== null;

  const save = async (values: RealEstateObjectFormValues) => {
    const response = await commitAsPromise(commitUpdate, {
      input: { rowId: object.rowId, patch: toRealEstateObjectPatch(values) },
    });
    changedRow(response.updateRealEstateObject?.realEstateObject);
    notifications.show({ color: "teal", message: t(`${K}.detail.saved`) });
  };
  const switchDisabled = async () => {
    setSwitchRefusal(null);
    try {
      const response = await commitAsPromise(commitDisabled, {
        realEstateObjectRowId: object.rowId,
        disabled: !disabled,
      });
      changedRow(response.setRealEstateObjectDisabled?.result);
      notifications.show({
        color: "teal",
        message: t(disabled ? `${K}.detail.enabledDone` : `${K}.detail.disabledDone`),
      });
    } catch (error) {
      setSwitchRefusal(refusalText(error, refusalKeyOf, t));
    }
  };

  return (
    <SettingsPageFrame
      title={fields.number ? `${fields.number} · ${fields.title}` : fields.title}
      description={
        <Group gap="md" wrap="wrap">
          <Text span size="sm" c="dimmed">
            {typeLabel(fields.type)}
            {disabled && fields.disabledAt
              ? ` · ${t(`${K}.detail.disabledSince`, { date: formatDateTime(fields.disabledAt, i18n.language) })}`
              : ""}
            {" · "}
            {t(`${K}.updatedAt`, { date: formatDateTime(fields.updatedAt, i18n.language) })}
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconFileText size={16} aria-hidden />
            <Text span size="sm">
              {t(`${K}.detail.documents`, { count: object.documentCount })}
            </Text>
            {object.documentCount > 0 ? (
              <HrefAnchor href={paths.documents(object.rowId)} size="sm">
                {t(`${K}.detail.showDocuments`)}
              </HrefAnchor>
            ) : null}
          </Group>
        </Group>
      }
      back={{ href: paths.list(), label: t(`${K}.back`) }}
      actions={
        <Button
          variant={disabled ? "light" : "default"}
          color={disabled ? "teal" : undefined}
          leftSection={disabled ? <IconCircleCheck size={18} /> : <IconCircleOff size={18} />}
          loading={isSwitching}
          onClick={() => void switchDisabled()}
          title={t(`${K}.detail.disableHint`)}
        >
          {disabled ? t(`${K}.detail.enable`) : t(`${K}.detail.disable`)}
        </Button>
      }
    >
      <Stack gap="md">
        <FormErrorAlert message={switchRefusal} onClose={() => setSwitchRefusal(null)} />
        <RealEstateObjectForm
          key={object.rowId}
          defaultValues={defaultValues}
          save={save}
          submitLabel={t(`${K}.save`)}
          cancelHref={paths.list()}
        />
        <ObjectTagsSection
          realEstateObjectRowId={object.rowId}
          companyTags={companyTags}
          tagRowIds={object.tags.nodes.map((tag) => tag.rowId)}
        />
        <TenantOwnersSection clientCompanyRowId={clientCompanyRowId} realEstateObject={object} />
      </Stack>
    </SettingsPageFrame>
  );
}
