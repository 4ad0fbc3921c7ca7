import { graphql, useFragment } from "react-relay";
import type { WorkflowFormOptions_clientCompany$key } from "../../../__generated__/WorkflowFormOptions_clientCompany.graphql.ts";

export interface Option {
  value: string;
  label: string;
}

export interface WorkflowFormOptions {
  users: Option[];
  groups: Option[];
  /** The company's features that decide which switches the form offers. */
  userGroup: boolean;
  costCenters: boolean;
  costUnits: boolean;
}

/** Who may be responsible for a step (the company's members and, with the feature, its user
 * groups) and which cost flags the company has. */
export function useWorkflowFormOptions(
  clientCompany: WorkflowFormOptions_clientCompany$key | null | undefined,
): WorkflowFormOptions {
  const data = useFragment(
    graphql`
      fragment WorkflowFormOptions_clientCompany on ClientCompany {
        featureFlags {
          userGroup
          costCenters
          costUnits
        }
        clientCompanyUsers(first: 1000) {
          nodes {
            user {
              rowId
              fullName
              email
            }
          }
        }
        userGroupsList(first: 500) {
          nodes {
            rowId
            name
          }
        }
      }
    `,
    clientCompany,
  );
  const users = (data?.clientCompanyUsers.nodes ?? [])
    .flatMap((m) =>
      m.user
        ? [{ value: m.user.rowId, label: m.user.fullName ? `${m.user.fullName} (${m.user.email})` : m.user.email }]
        : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label));
  const groups = (data?.userGroupsList.nodes ?? []).map((g) => ({ value: g.rowId, label: g.name }));
  return {
    users,
    groups,
    userGroup: Boolean(data?.featureFlags?.userGroup),
    costCenters: Boolean(data?.featureFlags?.costCenters),
    costUnits: Boolean(data?.featureFlags?.costUnits),
  };
}
