import { Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  InvoiceReviewForm_document$data,
  InvoiceReviewForm_document$key,
} from "../../../__generated__/InvoiceReviewForm_document.graphql.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import {
  INVOICE_FIELD_RULES,
  INVOICE_FIELD_STATE_NAMES,
  type InvoiceField,
  type InvoiceFormValues,
  invoiceFormValuesOf,
  type InvoiceSource,
  makeInvoiceFormSchema,
} from "../forms/invoiceFormSchema.ts";
import { useFieldStates } from "../hooks/useFieldStates.ts";
import { useFieldEvidenceEvents } from "../hooks/useFieldEvidenceEvents.ts";
import { useFieldSuggestions } from "../hooks/useFieldSuggestions.ts";
import { useDismissFieldSuggestionMutation } from "../mutations/useDismissFieldSuggestionMutation.ts";
import { refusalText, serverRefusalOf } from "../lib/serverRefusal.ts";
import { useConfirmFields, useRefusalHandler, useReviewFormState } from "../hooks/useReviewForm.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { invoiceReviewInputOf, shownInvoiceFields } from "../lib/invoiceFormSource.ts";
import { useSaveInvoiceReviewMutation } from "../mutations/useSaveInvoiceReviewMutation.ts";
import { DocumentCategoryField } from "./DocumentCategoryField.tsx";
import { hasValue } from "./FieldMarker.tsx";
import { AmountsSection } from "./InvoiceAmountsSection.tsx";
import { Clause35ASection } from "./InvoiceClause35ASection.tsx";
import { CreditMemoSection } from "./InvoiceCreditMemoSection.tsx";
import { InvoiceDetailsSection } from "./InvoiceDetailsSection.tsx";
import { InvoiceItemsEditor } from "./InvoiceItemsEditor.tsx";
import { PartnerSection } from "./InvoicePartnerSection.tsx";
import { InvoicePaymentSection } from "./InvoicePaymentSection.tsx";
import { FormRefusal, ReviewFormActions } from "./ReviewFormActions.tsx";
import { ReviewFormContext, type ReviewFormContextValue } from "./ReviewFormContext.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

const FORM_FIELDS: ReadonlySet<string> = new Set(["categoryRowId", ...Object.keys(INVOICE_FIELD_RULES)]);
const stateNameOf = (field: string) => INVOICE_FIELD_STATE_NAMES[field as InvoiceField] ?? field;

/** The stored invoice and its lines, as the form's values are made from them. */
function invoiceSourceOf(document: InvoiceReviewForm_document$data): InvoiceSource {
  const invoice = document.invoice!;
  return {
    categoryRowId: document.categoryRowId,
    partnerCompanyRowId: invoice.partnerCompanyRowId,
    partnerCompanyLocationRowId: invoice.partnerCompanyLocationRowId,
    partnerAccountRowId: invoice.partnerAccountRowId,
    invoiceNumber: invoice.invoiceNumber,
    internalNumber: invoice.internalNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    orderNumber: invoice.orderNumber,
    orderDate: invoice.orderDate,
    deliveredFrom: invoice.deliveredFrom,
    deliveredUntil: invoice.deliveredUntil,
    net: invoice.net,
    vatAmount: invoice.vatAmount,
    total: invoice.total,
    prepaidAmount: invoice.prepaidAmount,
    roundingAmount: invoice.roundingAmount,
    amountDue: invoice.amountDue,
    currency: invoice.currency,
    conversionRate: invoice.conversionRate,
    accountNumber: invoice.accountNumber,
    discountUntil: invoice.discountUntil,
    discountPercent: invoice.discountPercent,
    discountAmount: invoice.discountAmount,
    iban: invoice.iban,
    bic: invoice.bic,
    paymentReference: invoice.paymentReference,
    creditMemo: invoice.creditMemo,
    creditMemoForInvoiceRowId: invoice.creditMemoForInvoiceRowId,
    vatBreakdown: invoice.vatBreakdown,
    clause35AKind: invoice.clause35AKind,
    clause35ANet: invoice.clause35ANet,
    clause35ATotal: invoice.clause35ATotal,
    items: document.invoiceItems.nodes.map((item) => ({
      posNo: item.posNo,
      deliveryNo: item.deliveryNo,
      orderNo: item.orderNo,
      title: item.title,
      quantity: item.quantity,
      unit: item.unit,
      unitNetPrice: item.unitNetPrice,
      vatPercent: item.vatPercent,
      discountPercent: item.discountPercent,
      totalPrice: item.totalPrice,
    })),
  };
}

export interface InvoiceReviewFormProps {
  document: InvoiceReviewForm_document$key;
  isReadOnly: boolean;
}

/** Every invoice field of the spec, grouped as an accountant checks them, with the lines. */
export function InvoiceReviewForm({ document: key, isReadOnly }: InvoiceReviewFormProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const document = useFragment(
    graphql`
      fragment InvoiceReviewForm_document on Document {
        rowId
        type
        categoryRowId
        clientCompanyRowId
        clientCompany {
          disableInvoiceInternalNumberEdit
          currentUserCanEditInvoiceInternalNumber
        }
        invoice {
          partnerCompanyRowId
          partnerCompanyLocationRowId
          partnerAccountRowId
          partnerAccount {
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- passed on by InvoicePartnerSection
            ...PartnerAccountSelect_partnerAccount
          }
          invoiceNumber
          internalNumber
          invoiceDate
          dueDate
          orderNumber
          orderDate
          deliveredFrom
          deliveredUntil
          net
          vatAmount
          total
          prepaidAmount
          roundingAmount
          amountDue
          currency
          conversionRate
          accountNumber
          discountUntil
          discountPercent
          discountAmount
          iban
          bic
          paymentReference
          creditMemo
          creditMemoForInvoiceRowId
          vatBreakdown
          clause35AKind
          clause35ANet
          clause35ATotal
          clause35ADetected
          extractedPartnerName
          extractedPartnerVatIdNo
          extractedPartnerEmails
          convertedSignedNet
          convertedSignedTotal
          partnerCompany {
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- passed on by InvoicePartnerSection
            ...PartnerPicker_partnerCompany
          }
          creditMemoForInvoice {
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- passed on by InvoiceCreditMemoSection
            ...CreditMemoInvoicePicker_target
          }
        }
        invoiceItems(orderBy: [SORT_INDEX_ASC], first: 1000) {
          nodes {
            posNo
            deliveryNo
            orderNo
            title
            quantity
            unit
            unitNetPrice
            vatPercent
            discountPercent
            totalPrice
          }
        }
        ...useFieldStates_document
        ...useFieldSuggestions_document
        ...DocumentCategoryField_document
      }
    `,
    key,
  );
  const invoice = document.invoice!;
  const fieldStates = useFieldStates(document);
  const [today] = useState(todayIsoDate);
  const serverValues = useMemo(() => invoiceFormValuesOf(invoiceSourceOf(document), locale), [document, locale]);
  const makeSchema = useCallback(
    (initial: InvoiceFormValues) =>
      makeInvoiceFormSchema({ initial, today, locale, documentRowId: document.rowId }) as never,
    [today, locale, document.rowId],
  );
  const { form, initialValues, markSaved } = useReviewFormState<InvoiceFormValues>(serverValues, makeSchema);
  const { formError, setFormError, handleRefusal } = useRefusalHandler<InvoiceFormValues>(form.setError, FORM_FIELDS);
  const { confirm, confirming } = useConfirmFields(document.rowId, stateNameOf);
  const [commitSave] = useSaveInvoiceReviewMutation();
  const [isSaving, setIsSaving] = useState(false);
  const { isDirty, dirtyFields } = useFormState({ control: form.control });

  // One mutation, one transaction: the category, the changed fields and the lines are saved
  // together or not at all.
  const save = async (values: InvoiceFormValues) => {
    setFormError(null);
    setIsSaving(true);
    const initial = initialValues();
    const documentRowId = document.rowId;
    try {
      const input = invoiceReviewInputOf(documentRowId, initial, values, locale);
      if (input) {
        const response = await commitAsPromise(commitSave, { input, documentRowId });
        // Row-level security refusing the update answers no invoice (and no error).
        if (!response.saveInvoiceReview?.result) throw new GraphQLRequestError("not saved", { code: "NOT_SAVED" });
      }
      markSaved(values);
      notifications.show({ color: "teal", message: t("documentReview.saved") });
    } catch (error) {
      handleRefusal(error);
    } finally {
      setIsSaving(false);
    }
  };

  // Suggestions: shown as the input would show the value; accepting fills the field and saves
  // the form (the normal save path; the server marks the field as an accepted suggestion).
  const suggestions = useFieldSuggestions(document);
  const [commitDismiss] = useDismissFieldSuggestionMutation();
  const [suggestionBusy, setSuggestionBusy] = useState<ReadonlySet<string>>(new Set());
  const suggestionOf = useCallback(
    (field: string) => {
      const suggestion = suggestions.get(stateNameOf(field));
      if (!suggestion || !(field in INVOICE_FIELD_RULES)) return undefined;
      const values = invoiceFormValuesOf({ ...invoiceSourceOf(document), [field]: suggestion.value }, locale);
      const text = values[field as InvoiceField];
      return typeof text === "string" && text !== "" ? { text, confidence: suggestion.confidence } : undefined;
    },
    [suggestions, document, locale],
  );
  const acceptSuggestion = (field: string) => {
    const suggestion = suggestionOf(field);
    if (!suggestion) return;
    form.setValue(field as InvoiceField, suggestion.text as never, { shouldDirty: true, shouldValidate: true });
    setSuggestionBusy((previous) => new Set([...previous, field]));
    void form
      .handleSubmit(save)()
      .finally(() => setSuggestionBusy((previous) => new Set([...previous].filter((f) => f !== field))));
  };
  const dismissSuggestion = (field: string) => {
    const suggestion = suggestions.get(stateNameOf(field));
    if (!suggestion) return;
    setSuggestionBusy((previous) => new Set([...previous, field]));
    commitAsPromise(commitDismiss, { input: { suggestionRowId: suggestion.rowId }, documentRowId: document.rowId })
      .catch((error: unknown) => {
        const { code } = serverRefusalOf(error, new Set());
        notifications.show({
          color: "red",
          title: t("documentReview.marker.suggestionDismissFailed"),
          message: refusalText(code, t),
        });
      })
      .finally(() => setSuggestionBusy((previous) => new Set([...previous].filter((f) => f !== field))));
  };
  const acceptRef = useRef(acceptSuggestion);
  const dismissRef = useRef(dismissSuggestion);
  useEffect(() => {
    acceptRef.current = acceptSuggestion;
    dismissRef.current = dismissSuggestion;
  });
  const context = useMemo<ReviewFormContextValue>(
    () => ({
      locale,
      isReadOnly,
      fieldStates,
      stateNameOf,
      confirm,
      confirming,
      suggestionOf,
      acceptSuggestion: (field) => acceptRef.current(field),
      dismissSuggestion: (field) => dismissRef.current(field),
      suggestionBusy,
    }),
    [locale, isReadOnly, fieldStates, confirm, confirming, suggestionOf, suggestionBusy],
  );
  // Where the value of the field in view was read: the stored value while it is the one read,
  // else the suggestion beside the empty field.
  const evidenceEvents = useFieldEvidenceEvents((field) => {
    if (!(field in INVOICE_FIELD_RULES) || form.getFieldState(field as InvoiceField).isDirty) return null;
    const state = fieldStates.get(stateNameOf(field));
    if (state?.evidence && (state.source === "EXTRACTED" || state.source === "SUGGESTION")) return state.evidence;
    if (isReadOnly || hasValue(form.getValues(field as InvoiceField)) || !suggestionOf(field)) return null;
    return suggestions.get(stateNameOf(field))?.evidence ?? null;
  });
  const stored = form.formState.defaultValues as InvoiceFormValues | undefined;
  const unconfirmed = stored
    ? shownInvoiceFields(stored).filter(
        (field) =>
          hasValue(stored[field]) &&
          !fieldStates.get(stateNameOf(field))?.confirmedAt &&
          !(dirtyFields as Record<string, unknown>)[field],
      )
    : [];
  const canEditInternalNumber = document.clientCompany?.currentUserCanEditInvoiceInternalNumber === true;

  return (
    <ReviewFormContext.Provider value={context}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void form.handleSubmit(save)(event)}
          noValidate
          aria-label={t("documentReview.invoiceFormLabel")}
          {...evidenceEvents}
        >
          <fieldset disabled={isReadOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <FormRefusal message={formError ? t(formError as never) : null} onClose={() => setFormError(null)} />
              <DocumentCategoryField document={document} />
              <PartnerSection
                clientCompanyRowId={document.clientCompanyRowId}
                documentType={document.type}
                storedAccount={invoice.partnerAccount}
                storedPartner={invoice.partnerCompany}
                extractedName={invoice.extractedPartnerName}
                extractedVatId={invoice.extractedPartnerVatIdNo}
                extractedEmails={invoice.extractedPartnerEmails}
              />
              <InvoiceDetailsSection
                canEditInternalNumber={canEditInternalNumber}
                isInternalNumberEditDisabled={document.clientCompany?.disableInvoiceInternalNumberEdit === true}
              />
              <AmountsSection
                storedConversion={
                  invoice.currency && invoice.currency !== "EUR"
                    ? { net: invoice.convertedSignedNet, total: invoice.convertedSignedTotal }
                    : null
                }
              />
              <InvoicePaymentSection />
              <CreditMemoSection
                clientCompanyRowId={document.clientCompanyRowId}
                documentRowId={document.rowId}
                documentType={document.type}
                storedTarget={invoice.creditMemoForInvoice}
              />
              <Clause35ASection isDetected={invoice.clause35ADetected} />
              <ReviewSection legend={t("documentReview.sections.items")}>
                <Wide>
                  <InvoiceItemsEditor currency={invoice.currency} />
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
