import { Alert, Checkbox, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSparkles } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { Controller, FormProvider, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  InvoiceReviewForm_document$data,
  InvoiceReviewForm_document$key,
} from "../../../__generated__/InvoiceReviewForm_document.graphql.ts";
import { AMOUNT, NON_NEGATIVE_AMOUNT, PERCENT } from "../forms/fieldRules.ts";
import {
  CLAUSE_35A_KINDS,
  DECIMAL_DISPLAY,
  INVOICE_FIELD_RULES,
  INVOICE_FIELD_STATE_NAMES,
  type InvoiceField,
  type InvoiceFormValues,
  invoiceFormValuesOf,
  type InvoiceSource,
  invoiceItemsChanged,
  invoiceItemsInputOf,
  invoicePatchOf,
  makeInvoiceFormSchema,
} from "../forms/invoiceFormSchema.ts";
import { useFieldStates } from "../hooks/useFieldStates.ts";
import { useConfirmFields, useRefusalHandler, useReviewFormState } from "../hooks/useReviewForm.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { formatIban, formatMoney } from "../../../lib/format.ts";
import { isValidIban } from "../../../lib/iban.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { useSetDocumentCategoryMutation } from "../mutations/useSetDocumentCategoryMutation.ts";
import { useSetInvoiceItemsMutation } from "../mutations/useSetInvoiceItemsMutation.ts";
import { useUpdateInvoiceMutation } from "../mutations/useUpdateInvoiceMutation.ts";
import { CreditMemoInvoicePicker } from "./CreditMemoInvoicePicker.tsx";
import { DocumentCategoryField } from "./DocumentCategoryField.tsx";
import { hasValue, useFieldMarker } from "./FieldMarker.tsx";
import { InvoiceItemsEditor } from "./InvoiceItemsEditor.tsx";
import { PartnerAccountSelect } from "./PartnerAccountSelect.tsx";
import type { PartnerAccountSelect_partnerAccount$key } from "../../../__generated__/PartnerAccountSelect_partnerAccount.graphql.ts";
import { PartnerLocationSelect } from "./PartnerLocationSelect.tsx";
import { PartnerPicker } from "./PartnerPicker.tsx";
import type { PartnerPicker_partnerCompany$key } from "../../../__generated__/PartnerPicker_partnerCompany.graphql.ts";
import { ReviewDateField, ReviewDecimalField, ReviewSelectField, ReviewTextField } from "./ReviewFields.tsx";
import { FormRefusal, ReviewFormActions } from "./ReviewFormActions.tsx";
import { ReviewFormContext, type ReviewFormContextValue } from "./ReviewFormContext.tsx";
import { ReviewSection, Wide } from "./ReviewSection.tsx";
import { AmountDueCheck } from "./AmountDueCheck.tsx";
import { TotalsCheck } from "./TotalsCheck.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

const amount = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const percent = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

const upperCompact = (text: string) => text.replace(/\s+/g, "").toUpperCase();

const FORM_FIELDS: ReadonlySet<string> = new Set(["categoryRowId", ...Object.keys(INVOICE_FIELD_RULES)]);
const stateNameOf = (field: string) => INVOICE_FIELD_STATE_NAMES[field as InvoiceField] ?? field;

/** The fields the form shows for these values (the conversion rate only for a foreign
 * currency, the credit memo's invoice only for a credit memo, the location with a partner). */
export function shownInvoiceFields(values: InvoiceFormValues): InvoiceField[] {
  return (Object.keys(INVOICE_FIELD_RULES) as InvoiceField[]).filter((field) => {
    if (field === "conversionRate") return values.currency.trim().toUpperCase() !== "EUR";
    if (field === "creditMemoForInvoiceRowId") return values.creditMemo;
    if (field === "partnerCompanyLocationRowId") return values.partnerCompanyRowId !== null;
    // A booking assignment, not something read off the invoice: nothing to confirm.
    if (field === "partnerAccountRowId") return false;
    return true;
  });
}

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
            ...PartnerPicker_partnerCompany
          }
          creditMemoForInvoice {
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
  const [commitCategory] = useSetDocumentCategoryMutation();
  const [commitInvoice] = useUpdateInvoiceMutation();
  const [commitItems] = useSetInvoiceItemsMutation();
  const [isSaving, setIsSaving] = useState(false);
  const { isDirty, dirtyFields } = useFormState({ control: form.control });

  const save = async (values: InvoiceFormValues) => {
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
      const patch = invoicePatchOf(initial, values, locale);
      if (Object.keys(patch).length > 0) {
        const response = await commitAsPromise(commitInvoice, { input: { documentRowId, patch }, documentRowId });
        // Row-level security refusing the update answers no invoice (and no error).
        if (!response.updateInvoice?.invoice) throw new GraphQLRequestError("not saved", { code: "NOT_SAVED" });
      }
      if (invoiceItemsChanged(initial.items, values.items, locale)) {
        await commitAsPromise(commitItems, {
          input: { documentRowId, items: invoiceItemsInputOf(values.items, locale) },
          documentRowId,
        });
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
              <ReviewSection legend={t("documentReview.sections.invoice")}>
                <ReviewTextField name="invoiceNumber" label={t("documentReview.fields.invoiceNumber")} />
                <ReviewTextField
                  name="internalNumber"
                  label={t("documentReview.fields.internalNumber")}
                  readOnly={!canEditInternalNumber}
                  hint={
                    !canEditInternalNumber && document.clientCompany?.disableInvoiceInternalNumberEdit
                      ? t("documentReview.hints.internalNumberAdminsOnly")
                      : undefined
                  }
                />
                <ReviewDateField name="invoiceDate" label={t("documentReview.fields.invoiceDate")} />
                <ReviewDateField name="dueDate" label={t("documentReview.fields.dueDate")} />
                <ReviewTextField name="orderNumber" label={t("documentReview.fields.orderNumber")} />
                <ReviewDateField name="orderDate" label={t("documentReview.fields.orderDate")} />
                <ReviewDateField name="deliveredFrom" label={t("documentReview.fields.deliveredFrom")} />
                <ReviewDateField name="deliveredUntil" label={t("documentReview.fields.deliveredUntil")} />
              </ReviewSection>
              <AmountsSection
                storedConversion={
                  invoice.currency && invoice.currency !== "EUR"
                    ? { net: invoice.convertedSignedNet, total: invoice.convertedSignedTotal }
                    : null
                }
              />
              <ReviewSection legend={t("documentReview.sections.payment")}>
                <ReviewDateField name="discountUntil" label={t("documentReview.fields.discountUntil")} />
                <ReviewDecimalField
                  name="discountPercent"
                  label={t("documentReview.fields.discountPercent")}
                  rule={PERCENT}
                  display={percent}
                  suffix="%"
                />
                <ReviewDecimalField
                  name="discountAmount"
                  label={t("documentReview.fields.discountAmount")}
                  rule={NON_NEGATIVE_AMOUNT}
                  display={amount}
                />
                <span />
                <Wide>
                  <ReviewTextField
                    name="iban"
                    label={t("documentReview.fields.iban")}
                    formatOnBlur={(text) => (isValidIban(text) ? formatIban(text) : text)}
                  />
                </Wide>
                <ReviewTextField name="bic" label={t("documentReview.fields.bic")} formatOnBlur={upperCompact} />
                <ReviewTextField name="paymentReference" label={t("documentReview.fields.paymentReference")} />
              </ReviewSection>
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

function PartnerSection({
  clientCompanyRowId,
  documentType,
  storedAccount,
  storedPartner,
  extractedName,
  extractedVatId,
  extractedEmails,
}: {
  clientCompanyRowId: string;
  documentType: string;
  storedAccount: PartnerAccountSelect_partnerAccount$key | null | undefined;
  storedPartner: PartnerPicker_partnerCompany$key | null | undefined;
  extractedName: string | null | undefined;
  extractedVatId: string | null | undefined;
  extractedEmails: readonly (string | null | undefined)[];
}) {
  const { t } = useTranslation();
  const partnerCompanyRowId = useWatch<InvoiceFormValues, "partnerCompanyRowId">({ name: "partnerCompanyRowId" });
  const { setValue } = useFormContext<InvoiceFormValues>();
  const recognised = [extractedName, extractedVatId, ...extractedEmails].filter(Boolean).join(", ");
  return (
    <ReviewSection legend={t("documentReview.sections.partner")}>
      <Wide>
        <PartnerPicker
          name="partnerCompanyRowId"
          label={t("documentReview.fields.partner")}
          clientCompanyRowId={clientCompanyRowId}
          storedPartner={storedPartner}
          hint={recognised ? t("documentReview.hints.recognisedPartner", { partner: recognised }) : undefined}
          onValueChange={() => setValue("partnerCompanyLocationRowId", null, { shouldDirty: true })}
        />
      </Wide>
      {partnerCompanyRowId ? (
        <Wide>
          <PartnerLocationSelect
            key={partnerCompanyRowId}
            name="partnerCompanyLocationRowId"
            label={t("documentReview.fields.partnerLocation")}
            partnerCompanyRowId={partnerCompanyRowId}
          />
        </Wide>
      ) : null}
      <Wide>
        <PartnerAccountSelect
          label={t("bookkeeping.review.partnerAccount")}
          clientCompanyRowId={clientCompanyRowId}
          documentType={documentType}
          storedAccount={storedAccount}
        />
      </Wide>
    </ReviewSection>
  );
}

/** The stored amounts in euros (signed: negative for credit memos) of a foreign-currency invoice,
 * as the database converted them with the saved rate. */
interface StoredConversion {
  net: unknown;
  total: unknown;
}

function AmountsSection({ storedConversion }: { storedConversion: StoredConversion | null }) {
  const { t, i18n } = useTranslation();
  const currency = useWatch<InvoiceFormValues, "currency">({ name: "currency" });
  const isForeign = currency.trim().toUpperCase() !== "EUR";
  return (
    <ReviewSection
      legend={t("documentReview.sections.amounts")}
      footer={
        <>
          <TotalsCheck />
          <AmountDueCheck />
        </>
      }
    >
      <ReviewDecimalField name="net" label={t("documentReview.fields.net")} rule={AMOUNT} display={amount} />
      <ReviewDecimalField
        name="vatAmount"
        label={t("documentReview.fields.vatAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField name="total" label={t("documentReview.fields.total")} rule={AMOUNT} display={amount} />
      <ReviewDecimalField
        name="prepaidAmount"
        label={t("documentReview.fields.prepaidAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="roundingAmount"
        label={t("documentReview.fields.roundingAmount")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="amountDue"
        label={t("documentReview.fields.amountDue")}
        hint={t("documentReview.hints.amountDue")}
        rule={AMOUNT}
        display={amount}
      />
      <ReviewTextField
        name="currency"
        label={t("documentReview.fields.currency")}
        maxLength={3}
        formatOnBlur={upperCompact}
      />
      {isForeign ? (
        <ReviewDecimalField
          name="conversionRate"
          label={t("documentReview.fields.conversionRate")}
          hint={t("documentReview.hints.conversionRate", { currency: currency.trim().toUpperCase() })}
          rule={INVOICE_FIELD_RULES.conversionRate}
          display={{
            minimumFractionDigits: DECIMAL_DISPLAY.conversionRate![0],
            maximumFractionDigits: DECIMAL_DISPLAY.conversionRate![1],
          }}
        />
      ) : null}
      {isForeign && storedConversion && (storedConversion.net != null || storedConversion.total != null) ? (
        <Wide>
          <Text fz="xs" c="dimmed">
            {t("documentReview.hints.convertedAmounts", {
              net: formatMoney(storedConversion.net as string | null, "EUR", i18n.language) || "–",
              total: formatMoney(storedConversion.total as string | null, "EUR", i18n.language) || "–",
            })}
          </Text>
        </Wide>
      ) : null}
      <ReviewTextField name="accountNumber" label={t("documentReview.fields.accountNumber")} />
    </ReviewSection>
  );
}

function CreditMemoSection({
  clientCompanyRowId,
  documentRowId,
  documentType,
  storedTarget,
}: {
  clientCompanyRowId: string;
  documentRowId: string;
  documentType: Parameters<typeof CreditMemoInvoicePicker>[0]["documentType"];
  storedTarget: Parameters<typeof CreditMemoInvoicePicker>[0]["stored"];
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<InvoiceFormValues>();
  const creditMemo = useWatch<InvoiceFormValues, "creditMemo">({ name: "creditMemo" });
  return (
    <ReviewSection legend={t("documentReview.sections.creditMemo")}>
      <Wide>
        <Controller
          control={control}
          name="creditMemo"
          render={({ field }) => (
            <CreditMemoCheckbox
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                // An invoice (not a credit memo) corrects no other invoice.
                if (!checked) setValue("creditMemoForInvoiceRowId", null, { shouldDirty: true });
              }}
              inputRef={field.ref}
            />
          )}
        />
      </Wide>
      {creditMemo ? (
        <Wide>
          <CreditMemoInvoicePicker
            name="creditMemoForInvoiceRowId"
            label={t("documentReview.fields.creditMemoForInvoice")}
            clientCompanyRowId={clientCompanyRowId}
            documentRowId={documentRowId}
            documentType={documentType}
            stored={storedTarget}
          />
        </Wide>
      ) : null}
    </ReviewSection>
  );
}

function CreditMemoCheckbox({
  checked,
  onChange,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const label = t("documentReview.fields.creditMemo");
  const marker = useFieldMarker("creditMemo", label);
  return (
    <Checkbox
      ref={inputRef}
      label={label}
      description={marker ?? t("documentReview.hints.creditMemo")}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function Clause35ASection({ isDetected }: { isDetected: boolean }) {
  const { t } = useTranslation();
  return (
    <ReviewSection
      legend={t("documentReview.sections.clause35A")}
      footer={
        isDetected ? (
          <Alert color="blue" variant="light" icon={<IconSparkles size={18} />} py="xs">
            <Text fz="sm">{t("documentReview.hints.clause35ADetected")}</Text>
          </Alert>
        ) : undefined
      }
    >
      <Wide>
        <ReviewSelectField
          name="clause35AKind"
          label={t("documentReview.fields.clause35AKind")}
          data={CLAUSE_35A_KINDS.map((kind) => ({ value: kind, label: t(`documentReview.clause35AKinds.${kind}`) }))}
          clearable
          placeholder={t("documentReview.hints.clause35ANone")}
        />
      </Wide>
      <ReviewDecimalField
        name="clause35ANet"
        label={t("documentReview.fields.clause35ANet")}
        rule={NON_NEGATIVE_AMOUNT}
        display={amount}
      />
      <ReviewDecimalField
        name="clause35ATotal"
        label={t("documentReview.fields.clause35ATotal")}
        rule={NON_NEGATIVE_AMOUNT}
        display={amount}
      />
    </ReviewSection>
  );
}
