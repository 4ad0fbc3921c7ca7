import { MultiSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useSetRealEstateObjectTagsMutation } from "../mutations/realEstateObjectMutations.ts";

const K = "settingsRealEstate";

export interface ObjectTagsSectionProps {
  realEstateObjectRowId: string;
  /** The company's tags, by creation. */
  companyTags: readonly { rowId: string; tag: string }[];
  /** The object's tags. */
  tagRowIds: readonly string[];
}

/** The object's tags, chosen from the company's (saved at each change). */
export function ObjectTagsSection({ realEstateObjectRowId, companyTags, tagRowIds }: ObjectTagsSectionProps) {
  const { t } = useTranslation();
  const [commit, isSaving] = useSetRealEstateObjectTagsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = async (next: string[]) => {
    setRefusal(null);
    try {
      const response = await commitAsPromise(commit, { realEstateObjectRowId, tagRowIds: next });
      changedRow(response.setRealEstateObjectTags?.result);
    } catch (error) {
      setRefusal(refusalText(error, refusalKeyOf, t));
    }
  };
  return (
    <FormSection title={t(`${K}.sections.tags`)}>
      <Stack gap="xs">
        <FormErrorAlert message={refusal} onClose={() => setRefusal(null)} />
        {companyTags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${K}.detail.noTags`)}
          </Text>
        ) : (
          <MultiSelect
            aria-label={t(`${K}.sections.tags`)}
            placeholder={tagRowIds.length === 0 ? t(`${K}.detail.tagsPlaceholder`) : undefined}
            data={companyTags.map((tag) => ({ value: tag.rowId, label: tag.tag }))}
            value={[...tagRowIds]}
            onChange={(next) => void change(next)}
            disabled={isSaving}
            searchable
            clearable
            maxValues={50}
          />
        )}
      </Stack>
    </FormSection>
  );
}
