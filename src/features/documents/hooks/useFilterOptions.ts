import { graphql, useFragment } from "react-relay";
import type { useFilterOptions_clientCompany$key } from "../../../__generated__/useFilterOptions_clientCompany.graphql.ts";
import { DOCUMENT_TYPES, type DocumentTypeParam } from "../../../routes/documentsSearchSchema.ts";

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  /** Categories grouped by document type (for grouped selects). */
  categoryGroups: { type: DocumentTypeParam; items: FilterOption[] }[];
  workflowStepGroups: { workflow: string; items: FilterOption[] }[];
  users: FilterOption[];
  /** rowId → name, for the chips. */
  categoryNames: ReadonlyMap<string, string>;
  workflowStepNames: ReadonlyMap<string, string>;
  userNames: ReadonlyMap<string, string>;
}

/** The company's categories, workflow steps and users, as options and as names by rowId. */
export function useFilterOptions(clientCompany: useFilterOptions_clientCompany$key): FilterOptions {
  const company = useFragment(
    graphql`
      fragment useFilterOptions_clientCompany on ClientCompany {
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
      }
    `,
    clientCompany,
  );
  const categories = company.sortedDocumentCategories.nodes;
  const workflows = [...company.documentWorkflows.nodes].sort((a, b) => a.name.localeCompare(b.name));
  const users = company.clientCompanyUsers.nodes
    .flatMap((member) =>
      member.user ? [{ value: member.user.rowId, label: member.user.fullName || member.user.email }] : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label));
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
    categoryNames: new Map(categories.map((category) => [category.rowId, category.name])),
    workflowStepNames: new Map(
      workflows.flatMap((workflow) => workflow.sortedSteps.map((step) => [step.rowId, step.fullName] as const)),
    ),
    userNames: new Map(users.map((user) => [user.value, user.label])),
  };
}
