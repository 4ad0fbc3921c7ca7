import type { ComboboxData } from "@mantine/core";
import { Suspense, useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import type { PartnerAccountSelect_partnerAccount$key } from "../../../__generated__/PartnerAccountSelect_partnerAccount.graphql.ts";
import type { PartnerAccountSelectQuery } from "../../../__generated__/PartnerAccountSelectQuery.graphql.ts";
import type { InvoiceFormValues } from "../forms/invoiceFormSchema.ts";
import { ReviewSelectField } from "./ReviewFields.tsx";

export interface PartnerAccountSelectProps {
  label: string;
  clientCompanyRowId: string;
  documentType: string;
  /** The stored account (its name shows while the accounts load, and it stays offered when
   * disabled since). */
  storedAccount: PartnerAccountSelect_partnerAccount$key | null | undefined;
}

interface Account {
  rowId: string;
  number: string;
  description: string | null | undefined;
  type: string;
  disabledAt: string | null | undefined;
  partnerCompanyRowId: string | null | undefined;
}

export interface PartnerAccountGroups {
  partner: Account[];
  collective: Account[];
  others: Account[];
}

/**
 * The accounts an invoice may be booked against, as the database allows them: of the
 * invoice's kind (creditors for incoming, debtors for outgoing invoices), not disabled (unless
 * stored already), the partner's own accounts first, then collective accounts without a
 * partner; another partner's accounts only while the invoice has no partner.
 */
export function partnerAccountGroups(
  accounts: readonly Account[],
  documentType: string,
  partnerCompanyRowId: string | null,
  storedRowId: string | null,
): PartnerAccountGroups {
  const type = documentType === "INCOMING_INVOICE" ? "CREDITOR" : "DEBTOR";
  const offered = accounts.filter(
    (account) => account.type === type && (account.disabledAt == null || account.rowId === storedRowId),
  );
  return {
    partner: partnerCompanyRowId ? offered.filter((a) => a.partnerCompanyRowId === partnerCompanyRowId) : [],
    collective: offered.filter((a) => a.partnerCompanyRowId == null),
    others: partnerCompanyRowId ? [] : offered.filter((a) => a.partnerCompanyRowId != null),
  };
}

/** The account a partner's invoice is booked against unless chosen otherwise: the partner's own
 * enabled account of the invoice's kind with the lowest number (capture applies the same). */
export function defaultPartnerAccount(groups: PartnerAccountGroups): Account | undefined {
  return groups.partner.find((account) => account.disabledAt == null);
}

/** The invoice's partner account (Personenkonto). */
export function PartnerAccountSelect({ storedAccount: storedKey, ...props }: PartnerAccountSelectProps) {
  const { t } = useTranslation();
  const stored = useFragment(
    graphql`
      fragment PartnerAccountSelect_partnerAccount on PartnerAccount {
        rowId
        fullName
      }
    `,
    storedKey,
  );
  const fallback = (
    <ReviewSelectField
      name="partnerAccountRowId"
      label={props.label}
      data={stored ? [{ value: stored.rowId, label: stored.fullName }] : []}
      placeholder={t("documentReview.loading")}
      withoutMarker
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedPartnerAccountSelect {...props} storedRowId={stored?.rowId ?? null} />
    </Suspense>
  );
}

function LoadedPartnerAccountSelect({
  label,
  clientCompanyRowId,
  documentType,
  storedRowId,
}: Omit<PartnerAccountSelectProps, "storedAccount"> & { storedRowId: string | null }) {
  const { t } = useTranslation();
  // Kept out of the review tab's query on purpose: the picker's options (up to 5000 accounts) suspend only this field, the form paints without them.
  const { clientCompany } = useLazyLoadQuery<PartnerAccountSelectQuery>(
    graphql`
      query PartnerAccountSelectQuery($clientCompanyRowId: UUID!) {
        clientCompany(rowId: $clientCompanyRowId) {
          partnerAccounts(orderBy: [NUMBER_ASC], first: 5000) {
            nodes {
              rowId
              number
              description
              type
              disabledAt
              partnerCompanyRowId
            }
          }
        }
      }
    `,
    { clientCompanyRowId },
    { fetchPolicy: "store-or-network" },
  );
  const { setValue } = useFormContext<InvoiceFormValues>();
  const partnerCompanyRowId = useWatch<InvoiceFormValues, "partnerCompanyRowId">({ name: "partnerCompanyRowId" });
  const value = useWatch<InvoiceFormValues, "partnerAccountRowId">({ name: "partnerAccountRowId" });
  const accounts = clientCompany?.partnerAccounts.nodes ?? [];
  const groups = partnerAccountGroups(accounts, documentType, partnerCompanyRowId, storedRowId);
  const chosen = accounts.find((account) => account.rowId === value);

  // A partner picked in the form brings its account (as capture does); a new partner drops the
  // previous partner's account (the database does the same).
  const partnerDefault = defaultPartnerAccount(groups)?.rowId ?? null;
  const belongsElsewhere =
    chosen?.partnerCompanyRowId != null &&
    partnerCompanyRowId !== null &&
    chosen.partnerCompanyRowId !== partnerCompanyRowId;
  const shownPartner = useRef(partnerCompanyRowId);
  useEffect(() => {
    const isPartnerPicked = shownPartner.current !== partnerCompanyRowId;
    shownPartner.current = partnerCompanyRowId;
    if (isPartnerPicked && (value == null || belongsElsewhere) && partnerDefault !== null) {
      setValue("partnerAccountRowId", partnerDefault, { shouldDirty: true });
    } else if (belongsElsewhere) {
      setValue("partnerAccountRowId", null, { shouldDirty: true });
    }
  }, [partnerCompanyRowId, partnerDefault, value, belongsElsewhere, setValue]);

  const option = (account: Account) => {
    const name = [account.number, account.description].filter(Boolean).join(" ");
    return {
      value: account.rowId,
      label: account.disabledAt ? t("bookkeeping.review.disabledAccount", { name }) : name,
    };
  };
  const data: ComboboxData = [
    { group: t("bookkeeping.review.partnerAccountGroups.partner"), items: groups.partner.map(option) },
    { group: t("bookkeeping.review.partnerAccountGroups.collective"), items: groups.collective.map(option) },
    { group: t("bookkeeping.review.partnerAccountGroups.others"), items: groups.others.map(option) },
  ].filter((group) => group.items.length > 0);
  const isEmpty = data.length === 0;
  return (
    <ReviewSelectField
      name="partnerAccountRowId"
      label={label}
      data={data}
      clearable
      searchable
      // A booking assignment, not a value read off the invoice: nothing to confirm.
      withoutMarker
      placeholder={
        isEmpty
          ? t(
              documentType === "INCOMING_INVOICE"
                ? "bookkeeping.review.noCreditorAccounts"
                : "bookkeeping.review.noDebtorAccounts",
            )
          : t("bookkeeping.review.choosePartnerAccount")
      }
      hint={
        value == null && groups.partner.length > 0
          ? t("bookkeeping.review.partnerHasAccount", { account: option(groups.partner[0]!).label })
          : undefined
      }
    />
  );
}
