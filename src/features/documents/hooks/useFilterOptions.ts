import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { useFilterOptions_clientCompany$key } from "../../../__generated__/useFilterOptions_clientCompany.graphql.ts";
import { DOCUMENT_TYPES, type DocumentTypeParam } from "../../../lib/search/documentsSearchSchema.ts";

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  /** Categories grouped by document type (for grouped selects). */
  categoryGroups: { type: DocumentTypeParam; items: FilterOption[] }[];
  workflowStepGroups: { workflow: string; items: FilterOption[] }[];
  users: FilterOption[];
  /** Money accounts (active first, by name); inactive ones marked. */
  moneyAccounts: FilterOption[];
  /** "4920 Telefon", by number; disabled ones marked (old bookings still use them). */
  generalLedgerAccounts: FilterOption[];
  /** "100 Verwaltung", by number. */
  costCenters: FilterOption[];
  costUnits: FilterOption[];
  /** The company's tags, by creation (spec §9). */
  tags: FilterOption[];
  /** Real-estate objects by title; disabled ones marked (old documents still carry them). */
  realEstateObjects: FilterOption[];
  /** The company works with real-estate objects (its REAL_ESTATE feature). */
  hasRealEstateObjects: boolean;
  /** Whether the payment filters mean anything to the user: bank payments and transactions are
   * visible with banking access only (row-level security). */
  canFilterByBanking: boolean;
  /** Whether the accounting filters mean anything to the user: accounting items are visible
   * only to those who may view the accounting tab (accounting access or its grant, and an
   * accounting system). */
  canFilterByAccounting: boolean;
  /** The company works with cost centres / cost units (its COST_CENTERS / COST_UNITS features). */
  hasCostCenters: boolean;
  hasCostUnits: boolean;
  /** rowId → name, for the chips. */
  categoryNames: ReadonlyMap<string, string>;
  workflowStepNames: ReadonlyMap<string, string>;
  userNames: ReadonlyMap<string, string>;
  moneyAccountNames: ReadonlyMap<string, string>;
  generalLedgerAccountNames: ReadonlyMap<string, string>;
  costCenterNames: ReadonlyMap<string, string>;
  costUnitNames: ReadonlyMap<string, string>;
  tagNames: ReadonlyMap<string, string>;
  realEstateObjectNames: ReadonlyMap<string, string>;
}

/** "100 Verwaltung", or the number alone. */
const numbered = (item: { number: string; description?: string | null }) =>
  item.description ? `${item.number} ${item.description}` : item.number;

/** Account numbers as a bookkeeper reads them: 480 before 1200, 4920 before 10000. */
const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, undefined, { numeric: true });

/** The company's categories, workflow steps, users, money accounts, ledger accounts, cost
 * centres, cost units, tags and real-estate objects, as options and as names by rowId. */
export function useFilterOptions(clientCompany: useFilterOptions_clientCompany$key): FilterOptions {
  const { t } = useTranslation();
  const company = useFragment(
    graphql`
      fragment useFilterOptions_clientCompany on ClientCompany {
        currentUserHasBankingAccess
        currentUserCanViewAccountingTab
        featureFlags {
          costCenters
          costUnits
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
        sortedDocumentCategories {
          nodes {
            rowId
            name
            documentType
          }
        }
        documentWorkflows(first: 100) {
          nodes {
            rowId
            name
            sortedSteps {
              rowId
              name
              fullName
            }
          }
        }
        clientCompanyUsers(first: 500) {
          nodes {
            user {
              rowId
              fullName
              email
            }
          }
        }
        moneyAccounts(orderBy: [ACTIVE_DESC, NAME_ASC]) {
          nodes {
            rowId
            fullName
            active
          }
        }
        generalLedgerAccounts(orderBy: [NUMBER_ASC]) {
          nodes {
            rowId
            number
            name
            disabledAt
          }
        }
        costCenters(orderBy: [NUMBER_ASC]) {
          nodes {
            rowId
            number
            description
          }
        }
        costUnits(orderBy: [NUMBER_ASC]) {
          nodes {
            rowId
            number
            description
          }
        }
      }
    `,
    clientCompany,
  );
  return useMemo((): FilterOptions => {
    const categories = company.sortedDocumentCategories.nodes;
    const workflows = [...company.documentWorkflows.nodes].sort((a, b) => a.name.localeCompare(b.name));
    const users = company.clientCompanyUsers.nodes
      .flatMap((member) =>
        member.user ? [{ value: member.user.rowId, label: member.user.fullName || member.user.email }] : [],
      )
      .sort((a, b) => a.label.localeCompare(b.label));
    const accounts = company.moneyAccounts.nodes;
    const ledgerAccounts = [...company.generalLedgerAccounts.nodes].sort(byNumber);
    const costCenters = [...company.costCenters.nodes].sort(byNumber);
    const costUnits = [...company.costUnits.nodes].sort(byNumber);
    const ledgerName = (account: (typeof ledgerAccounts)[number]) => `${account.number} ${account.name}`;
    const tags = company.sortedTags.nodes;
    const objects = company.realEstateObjects.nodes;
    const objectName = (object: (typeof objects)[number]) =>
      object.number ? `${object.title} (${object.number})` : object.title;
    return {
      categoryGroups: DOCUMENT_TYPES.map((type) => ({
        type,
        items: categories
          .filter((category) => category.documentType === type)
          .map((category) => ({ value: category.rowId, label: category.name })),
      })).filter((group) => group.items.length > 0),
      workflowStepGroups: workflows.map((workflow) => ({
        workflow: workflow.name,
        items: workflow.sortedSteps.map((step) => ({ value: step.rowId, label: step.name })),
      })),
      users,
      moneyAccounts: accounts.map((account) => ({
        value: account.rowId,
        label: account.active
          ? account.fullName
          : t("documents.filters.inactiveMoneyAccount", { name: account.fullName }),
      })),
      generalLedgerAccounts: ledgerAccounts.map((account) => ({
        value: account.rowId,
        label:
          account.disabledAt == null
            ? ledgerName(account)
            : t("documents.filters.disabledLedgerAccount", { name: ledgerName(account) }),
      })),
      costCenters: costCenters.map((center) => ({ value: center.rowId, label: numbered(center) })),
      costUnits: costUnits.map((unit) => ({ value: unit.rowId, label: numbered(unit) })),
      tags: tags.map((tag) => ({ value: tag.rowId, label: tag.tag })),
      realEstateObjects: objects.map((object) => ({
        value: object.rowId,
        label:
          object.disabledAt == null
            ? objectName(object)
            : t("bookkeeping.filters.disabledRealEstateObject", { name: objectName(object) }),
      })),
      hasRealEstateObjects: company.featureFlags?.realEstateObjects === true,
      canFilterByBanking: company.currentUserHasBankingAccess === true,
      canFilterByAccounting: company.currentUserCanViewAccountingTab === true,
      hasCostCenters: company.featureFlags?.costCenters === true,
      hasCostUnits: company.featureFlags?.costUnits === true,
      categoryNames: new Map(categories.map((category) => [category.rowId, category.name])),
      workflowStepNames: new Map(
        workflows.flatMap((workflow) => workflow.sortedSteps.map((step) => [step.rowId, step.fullName] as const)),
      ),
      userNames: new Map(users.map((user) => [user.value, user.label])),
      moneyAccountNames: new Map(accounts.map((account) => [account.rowId, account.fullName])),
      generalLedgerAccountNames: new Map(ledgerAccounts.map((account) => [account.rowId, ledgerName(account)])),
      costCenterNames: new Map(costCenters.map((center) => [center.rowId, numbered(center)])),
      costUnitNames: new Map(costUnits.map((unit) => [unit.rowId, numbered(unit)])),
      tagNames: new Map(tags.map((tag) => [tag.rowId, tag.tag])),
      realEstateObjectNames: new Map(objects.map((object) => [object.rowId, objectName(object)])),
    };
  }, [company, t]);
}
