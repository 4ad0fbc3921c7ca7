import { Loader, MultiSelect, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentAssignments_document$key } from "../../../__generated__/DocumentAssignments_document.graphql.ts";
import { formatMoney } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalText as refusalTextOf, serverRefusalOf } from "../lib/serverRefusal.ts";
import { useCreateClientCompanyTagMutation } from "../mutations/useCreateClientCompanyTagMutation.ts";
import { useSetDocumentRealEstateObjectInstancesMutation } from "../mutations/useSetDocumentRealEstateObjectInstancesMutation.ts";
import { useSetDocumentTagsMutation } from "../mutations/useSetDocumentTagsMutation.ts";
import { ReviewSection, Wide } from "./ReviewSection.tsx";

/** The value of the "create this tag" option; never a row id. */
const CREATE_PREFIX = "create:";
export const MAX_TAG_LENGTH = 60;

/** A tag as typed: trimmed, inner spaces collapsed (as the database stores it). */
export function normalizeTag(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

export interface DocumentAssignmentsProps {
  document: DocumentAssignments_document$key;
  isReadOnly: boolean;
}

/**
 * Tags and real-estate objects of a document (invoice or other document), saved at once on
 * every change. A new tag can be created from the picker by whoever may manage the company's
 * tags; objects are offered with the REAL_ESTATE feature (disabled ones only where chosen
 * already). Shares of a split over several objects stay as they were.
 */
export function DocumentAssignments({ document: key, isReadOnly }: DocumentAssignmentsProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentAssignments_document on Document {
        rowId
        clientCompanyRowId
        invoice {
          currency
        }
        tags {
          nodes {
            rowId
            tag
          }
        }
        realEstateObjectInstances(orderBy: [PRIMARY_KEY_ASC]) {
          nodes {
            amount
            realEstateObject {
              rowId
              title
              number
            }
          }
        }
        clientCompany {
          currentUserHasCompanyTagsManageAccess
          featureFlags {
            realEstateObjects
          }
          sortedTags {
            nodes {
              rowId
              tag
            }
          }
          realEstateObjects(orderBy: [TITLE_ASC]) {
            nodes {
              rowId
              title
              number
              disabledAt
            }
          }
        }
      }
    `,
    key,
  );
  const [commitTags, isSavingTags] = useSetDocumentTagsMutation();
  const [commitCreateTag, isCreatingTag] = useCreateClientCompanyTagMutation();
  const [commitObjects, isSavingObjects] = useSetDocumentRealEstateObjectInstancesMutation();
  const [tagSearch, setTagSearch] = useState("");
  const [tagError, setTagError] = useState<string | null>(null);
  const [objectError, setObjectError] = useState<string | null>(null);
  const company = document.clientCompany;
  const canManageTags = company?.currentUserHasCompanyTagsManageAccess === true;
  const companyTags = company?.sortedTags.nodes ?? [];
  const chosenTags = document.tags.nodes.map((tag) => tag.rowId);
  const instances = document.realEstateObjectInstances.nodes;
  const chosenObjects = instances.flatMap((instance) =>
    instance.realEstateObject ? [instance.realEstateObject.rowId] : [],
  );
  const hasObjects = company?.featureFlags?.realEstateObjects === true || instances.length > 0;

  const refusalText = (error: unknown) => refusalTextOf(serverRefusalOf(error, new Set()).code, t);
  const saved = (message: string) => notifications.show({ color: "teal", message });

  const typedTag = normalizeTag(tagSearch);
  const isKnownTag = companyTags.some((tag) => tag.tag.toLowerCase() === typedTag.toLowerCase());
  const canCreateTag = canManageTags && typedTag !== "" && typedTag.length <= MAX_TAG_LENGTH && !isKnownTag;
  const tagData = [
    ...companyTags.map((tag) => ({ value: tag.rowId, label: tag.tag })),
    ...(canCreateTag
      ? [{ value: `${CREATE_PREFIX}${typedTag}`, label: t("bookkeeping.review.createTag", { tag: typedTag }) }]
      : []),
  ];

  const saveTags = async (values: string[]) => {
    setTagError(null);
    try {
      const ids: string[] = [];
      for (const value of values) {
        if (!value.startsWith(CREATE_PREFIX)) {
          ids.push(value);
          continue;
        }
        const response = await commitAsPromise(commitCreateTag, {
          input: {
            clientCompanyTag: {
              clientCompanyRowId: document.clientCompanyRowId,
              tag: value.slice(CREATE_PREFIX.length),
            },
          },
        });
        const created = response.createClientCompanyTag?.clientCompanyTag;
        if (created) ids.push(created.rowId);
      }
      setTagSearch("");
      await commitAsPromise(commitTags, { input: { documentRowId: document.rowId, tagRowIds: ids } });
      saved(t("bookkeeping.review.tagsSaved"));
    } catch (error) {
      setTagError(refusalText(error));
    }
  };

  const saveObjects = async (values: string[]) => {
    setObjectError(null);
    const amounts = new Map(instances.map((instance) => [instance.realEstateObject?.rowId, instance.amount ?? null]));
    try {
      await commitAsPromise(commitObjects, {
        input: {
          documentRowId: document.rowId,
          instances: values.map((rowId) => ({ realEstateObjectRowId: rowId, amount: amounts.get(rowId) ?? null })),
        },
      });
      saved(t("bookkeeping.review.realEstateObjectsSaved"));
    } catch (error) {
      setObjectError(refusalText(error));
    }
  };

  const objectName = (object: { title: string; number?: string | null }) =>
    object.number ? `${object.title} (${object.number})` : object.title;
  const objectData = (company?.realEstateObjects.nodes ?? [])
    .filter((object) => object.disabledAt == null || chosenObjects.includes(object.rowId))
    .map((object) => ({
      value: object.rowId,
      label: object.disabledAt
        ? t("bookkeeping.filters.disabledRealEstateObject", { name: objectName(object) })
        : objectName(object),
    }));
  const split = instances.filter((instance) => instance.amount != null && instance.realEstateObject);
  const currency = document.invoice?.currency ?? "EUR";

  return (
    <ReviewSection legend={t("bookkeeping.review.section")}>
      <Wide>
        <MultiSelect
          label={t("bookkeeping.review.tags")}
          description={isReadOnly ? undefined : t("bookkeeping.review.savedAtOnce")}
          data={tagData}
          value={chosenTags}
          onChange={(values) => void saveTags(values)}
          searchable={!isReadOnly}
          searchValue={tagSearch}
          onSearchChange={setTagSearch}
          readOnly={isReadOnly}
          disabled={isSavingTags || isCreatingTag}
          rightSection={isSavingTags || isCreatingTag ? <Loader size="xs" /> : undefined}
          placeholder={
            chosenTags.length > 0
              ? undefined
              : t(canManageTags ? "bookkeeping.review.tagsPlaceholderCreate" : "bookkeeping.review.tagsPlaceholder")
          }
          nothingFoundMessage={
            typedTag.length > MAX_TAG_LENGTH
              ? t("bookkeeping.review.tagTooLong", { max: MAX_TAG_LENGTH })
              : companyTags.length === 0 && !canManageTags
                ? t("bookkeeping.review.noTags")
                : t("documentReview.nothingFound")
          }
          hidePickedOptions
          clearable={!isReadOnly}
          error={tagError}
          comboboxProps={{ withinPortal: true }}
        />
      </Wide>
      {hasObjects ? (
        <Wide>
          <MultiSelect
            label={t("bookkeeping.review.realEstateObjects")}
            data={objectData}
            value={chosenObjects}
            onChange={(values) => void saveObjects(values)}
            searchable={!isReadOnly}
            readOnly={isReadOnly}
            disabled={isSavingObjects}
            rightSection={isSavingObjects ? <Loader size="xs" /> : undefined}
            placeholder={
              chosenObjects.length > 0
                ? undefined
                : objectData.length === 0
                  ? t("bookkeeping.filters.noRealEstateObjects")
                  : t("bookkeeping.review.realEstateObjectsPlaceholder")
            }
            nothingFoundMessage={t("documentReview.nothingFound")}
            hidePickedOptions
            clearable={!isReadOnly}
            error={objectError}
            comboboxProps={{ withinPortal: true }}
          />
          {split.length > 0 ? (
            <Text fz="xs" c="dimmed" mt={4}>
              {t("bookkeeping.review.split", {
                shares: split
                  .map(
                    (instance) =>
                      `${objectName(instance.realEstateObject!)}: ${formatMoney(instance.amount, currency, i18n.language)}`,
                  )
                  .join(" · "),
              })}
            </Text>
          ) : null}
        </Wide>
      ) : null}
    </ReviewSection>
  );
}
