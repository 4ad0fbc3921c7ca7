import { TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentCustomFields_document$key } from "../../../__generated__/DocumentCustomFields_document.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalText as refusalTextOf, serverRefusalOf } from "../lib/serverRefusal.ts";
import { useSetDocumentCustomFieldValuesMutation } from "../mutations/useSetDocumentCustomFieldValuesMutation.ts";
import { ReviewSection } from "./ReviewSection.tsx";

export const CUSTOM_FIELD_VALUE_MAX = 500;

export interface DocumentCustomFieldsProps {
  document: DocumentCustomFields_document$key;
  isReadOnly: boolean;
}

/** The company's custom document fields (settings → company → config, customDocFields), one text
 * each, saved when a field is left. Not shown while the company has none or has them off. */
export function DocumentCustomFields({ document: key, isReadOnly }: DocumentCustomFieldsProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentCustomFields_document on Document {
        rowId
        customFieldValues
        clientCompany {
          customDocFields
          customDocFieldNames
        }
      }
    `,
    key,
  );
  const [commit, isSaving] = useSetDocumentCustomFieldValuesMutation();
  const stored = (
    document.customFieldValues && typeof document.customFieldValues === "object" ? document.customFieldValues : {}
  ) as Record<string, string>;
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const listed = document.clientCompany?.customDocFieldNames;
  const names = Array.isArray(listed)
    ? listed.filter((name): name is string => typeof name === "string" && name !== "")
    : [];
  if (document.clientCompany?.customDocFields !== true || names.length === 0) return null;

  const valueOf = (name: string) => drafts[name] ?? stored[name] ?? "";
  const save = async (name: string) => {
    if (drafts[name] === undefined || drafts[name].trim() === (stored[name] ?? "")) return;
    setError(null);
    const fieldValues = Object.fromEntries(names.map((n) => [n, valueOf(n).trim()]));
    try {
      await commitAsPromise(commit, { input: { documentRowId: document.rowId, fieldValues } });
      setDrafts({});
      notifications.show({ color: "teal", message: t("bookkeeping.review.customFieldsSaved") });
    } catch (refusal) {
      setError(refusalTextOf(serverRefusalOf(refusal, new Set()).code, t));
    }
  };

  return (
    <ReviewSection legend={t("bookkeeping.review.customFields")}>
      {names.map((name, index) => (
        <TextInput
          key={name}
          label={name}
          value={valueOf(name)}
          maxLength={CUSTOM_FIELD_VALUE_MAX}
          readOnly={isReadOnly}
          disabled={isSaving}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDrafts((previous) => ({ ...previous, [name]: value }));
          }}
          onBlur={() => void save(name)}
          error={index === names.length - 1 ? error : undefined}
        />
      ))}
    </ReviewSection>
  );
}
