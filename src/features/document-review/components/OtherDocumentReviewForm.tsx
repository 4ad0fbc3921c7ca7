import { Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useMemo, useState } from "react";
import { FormProvider, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { OtherDocumentReviewForm_document$key } from "../../../__generated__/OtherDocumentReviewForm_document.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import {
  makeOtherDocumentFormSchema,
  OTHER_DOCUMENT_FIELD_STATE_NAMES,
  OTHER_DOCUMENT_TYPES,
  type OtherDocumentField,
  type OtherDocumentFormValues,
  otherDocumentFormValuesOf,
  otherDocumentPatchOf,
} from "../forms/otherDocumentFormSchema.ts";
import { useFieldStates } from "../hooks/useFieldStates.ts";
import { useConfirmFields, useRefusalHandler, useReviewFormState } from "../hooks/useReviewForm.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { useSetDocumentCategoryMutation } from "../mutations/useSetDocumentCategoryMutation.ts";
import { useUpdateOtherDocumentMutation } from "../mutations/useUpdateOtherDocumentMutation.ts";
import { DocumentCategoryField } from "./DocumentCategoryField.tsx";
import { hasValue } from "./FieldMarker.tsx";
import { PartnerPicker } from "./PartnerPicker.tsx";
import { ReviewDateField, ReviewSelectField, ReviewTextareaField, ReviewTextField } from "./ReviewFields.tsx";
import { FormRefusal, ReviewFormActions } from "./ReviewFormActions.tsx";
import { ReviewFormContext, type ReviewFormContextValue } from "./ReviewFormContext.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

const FIELDS = Object.keys(OTHER_DOCUMENT_FIELD_STATE_NAMES) as OtherDocumentField[];
const FORM_FIELDS: ReadonlySet<string> = new Set(["categoryRowId", ...FIELDS]);
const stateNameOf = (field: string) => OTHER_DOCUMENT_FIELD_STATE_NAMES[field as OtherDocumentField] ?? field;

export interface OtherDocumentReviewFormProps {
  document: OtherDocumentReviewForm_document$key;
  isReadOnly: boolean;
}

/** A contract, delivery note, letter …: type, date, number, details, dates to act on,
 * contact person and partner (from the partners, or a name when it is none of them). */
export function OtherDocumentReviewForm({ document: key, isReadOnly }: OtherDocumentReviewFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const document = useFragment(
    graphql`
      fragment OtherDocumentReviewForm_document on Document {
        rowId
        categoryRowId
        clientCompanyRowId
        clientCompany {
          clientCompanyUsers(first: 500) {
            nodes {
              user {
                rowId
                fullName
                email
              }
            }
          }
        }
        otherDocument {
          type
          documentDate
          documentNumber
          documentDetails
          resubmissionDate
          expiryDate
          contractType
          contactUserRowId
          partnerCompanyRowId
          partnerName
          partnerCompany {
            ...PartnerPicker_partnerCompany
          }
          contactUser {
            rowId
            fullName
            email
          }
        }
        ...useFieldStates_document
        ...DocumentCategoryField_document
      }
    `,
    key,
  );
  const otherDocument = document.otherDocument!;
  const fieldStates = useFieldStates(document);
  const [today] = useState(todayIsoDate);
  const serverValues = useMemo(
    () =>
      otherDocumentFormValuesOf(
        {
          categoryRowId: document.categoryRowId,
          type: otherDocument.type,
          documentDate: otherDocument.documentDate,
          documentNumber: otherDocument.documentNumber,
          documentDetails: otherDocument.documentDetails,
          resubmissionDate: otherDocument.resubmissionDate,
          expiryDate: otherDocument.expiryDate,
          contractType: otherDocument.contractType,
          contactUserRowId: otherDocument.contactUserRowId,
          partnerCompanyRowId: otherDocument.partnerCompanyRowId,
          partnerName: otherDocument.partnerName,
        },
        locale,
      ),
    [otherDocument, document.categoryRowId, locale],
  );
  const makeSchema = useCallback(
    (initial: OtherDocumentFormValues) => makeOtherDocumentFormSchema({ initial, today, locale }) as never,
    [today, locale],
  );
  const { form, initialValues, markSaved } = useReviewFormState<OtherDocumentFormValues>(serverValues, makeSchema);
  const { formError, setFormError, handleRefusal } = useRefusalHandler<OtherDocumentFormValues>(
    form.setError,
    FORM_FIELDS,
  );
  const { confirm, confirming } = useConfirmFields(document.rowId, stateNameOf);
  const [commitCategory] = useSetDocumentCategoryMutation();
  const [commitOtherDocument] = useUpdateOtherDocumentMutation();
  const [isSaving, setIsSaving] = useState(false);
  const { isDirty, dirtyFields } = useFormState({ control: form.control });

  const users = useMemo(() => {
    const members = (document.clientCompany?.clientCompanyUsers.nodes ?? []).flatMap((member) =>
      member.user ? [member.user] : [],
    );
    // A contact who left the company stays shown.
    const contact = otherDocument.contactUser;
    if (contact && !members.some((user) => user.rowId === contact.rowId)) members.push(contact);
    return members
      .map((user) => ({ value: user.rowId, label: user.fullName || user.email }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [document.clientCompany, otherDocument.contactUser, i18n.language]);

  const save = async (values: OtherDocumentFormValues) => {
    setFormError(null);
    setIsSaving(true);
    const initial = initialValues();
    const documentRowId = document.rowId;
    try {
      if (values.categoryRowId && values.categoryRowId !== initial.categoryRowId) {
        await commitAsPromise(commitCategory, {
          input: { documentRowId, categoryRowId: values.categoryRowId },
          documentRowId,
        });
      }
      const patch = otherDocumentPatchOf(initial, values, today, locale);
      if (Object.keys(patch).length > 0) {
        const response = await commitAsPromise(commitOtherDocument, { input: { documentRowId, patch }, documentRowId });
        if (!response.updateOtherDocument?.otherDocument)
          throw new GraphQLRequestError("not saved", { code: "NOT_SAVED" });
      }
      markSaved(values);
      notifications.show({ color: "teal", message: t("documentReview.saved") });
    } catch (error) {
      handleRefusal(error);
    } finally {
      setIsSaving(false);
    }
  };

  const context = useMemo<ReviewFormContextValue>(
    () => ({ locale, isReadOnly, fieldStates, stateNameOf, confirm, confirming }),
    [locale, isReadOnly, fieldStates, confirm, confirming],
  );
  const stored = form.formState.defaultValues as OtherDocumentFormValues | undefined;
  const unconfirmed = stored
    ? FIELDS.filter(
        (field) =>
          hasValue(stored[field]) &&
          !fieldStates.get(stateNameOf(field))?.confirmedAt &&
          !(dirtyFields as Record<string, unknown>)[field],
      )
    : [];

  return (
    <ReviewFormContext.Provider value={context}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void form.handleSubmit(save)(event)}
          noValidate
          aria-label={t("documentReview.otherDocumentFormLabel")}
        >
          <fieldset disabled={isReadOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <FormRefusal message={formError ? t(formError as never) : null} onClose={() => setFormError(null)} />
              <DocumentCategoryField document={document} />
              <ReviewSection legend={t("documentReview.sections.document")}>
                <Wide>
                  <ReviewSelectField
                    name="type"
                    label={t("documentReview.fields.otherDocumentType")}
                    data={OTHER_DOCUMENT_TYPES.map((type) => ({
                      value: type,
                      label: t(`documentReview.otherDocumentTypes.${type}`),
                    }))}
                  />
                </Wide>
                <ReviewDateField name="documentDate" label={t("documentReview.fields.documentDate")} />
                <ReviewTextField name="documentNumber" label={t("documentReview.fields.documentNumber")} />
                <Wide>
                  <ReviewTextareaField name="documentDetails" label={t("documentReview.fields.documentDetails")} />
                </Wide>
              </ReviewSection>
              <ReviewSection legend={t("documentReview.sections.deadlines")}>
                <ReviewDateField
                  name="resubmissionDate"
                  label={t("documentReview.fields.resubmissionDate")}
                  hint={t("documentReview.hints.resubmissionDate")}
                />
                <ReviewDateField name="expiryDate" label={t("documentReview.fields.expiryDate")} />
                <Wide>
                  <ReviewTextField
                    name="contractType"
                    label={t("documentReview.fields.contractType")}
                    hint={t("documentReview.hints.contractType")}
                  />
                </Wide>
              </ReviewSection>
              <ReviewSection legend={t("documentReview.sections.people")}>
                <Wide>
                  <ReviewSelectField
                    name="contactUserRowId"
                    label={t("documentReview.fields.contactUser")}
                    data={users}
                    clearable
                    searchable
                    placeholder={t("documentReview.hints.noContactUser")}
                  />
                </Wide>
                <Wide>
                  <PartnerPicker
                    name="partnerCompanyRowId"
                    label={t("documentReview.fields.partner")}
                    clientCompanyRowId={document.clientCompanyRowId}
                    storedPartner={otherDocument.partnerCompany}
                  />
                </Wide>
                <Wide>
                  <ReviewTextField
                    name="partnerName"
                    label={t("documentReview.fields.partnerName")}
                    hint={t("documentReview.hints.partnerName")}
                  />
                </Wide>
              </ReviewSection>
              {isReadOnly ? null : (
                <ReviewFormActions
                  isDirty={isDirty}
                  isSaving={isSaving}
                  onReset={() => {
                    form.reset(initialValues());
                    setFormError(null);
                  }}
                  unconfirmedCount={unconfirmed.length}
                  isConfirming={confirming.size > 0}
                  onConfirmAll={() => confirm(unconfirmed)}
                />
              )}
            </Stack>
          </fieldset>
        </form>
        {isReadOnly ? null : <UnsavedChangesGuard isDirty={isDirty} />}
      </FormProvider>
    </ReviewFormContext.Provider>
  );
}
