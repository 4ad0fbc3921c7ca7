import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { WizardOptions_clientCompany$key } from "../../../__generated__/WizardOptions_clientCompany.graphql.ts";
import type { WizardNames } from "../lib/wizardSummary.ts";

export interface WizardOption {
  value: string;
  label: string;
}

export interface WizardOptions {
  members: WizardOption[];
  groups: WizardOption[];
  categories: WizardOption[];
  partners: WizardOption[];
  hasUserGroups: boolean;
  /** The rules the wizard writes run only with the company's rules feature. */
  hasRules: boolean;
  names: WizardNames;
}

const byLabel = (a: WizardOption, b: WizardOption) => a.label.localeCompare(b.label);

/** What the wizard's questions offer: the company's members, user groups, categories and partners. */
export function useWizardOptions(clientCompany: WizardOptions_clientCompany$key): WizardOptions {
  const data = useFragment(
    graphql`
      fragment WizardOptions_clientCompany on ClientCompany {
        featureFlags {
          userGroup
          rules
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
        userGroupsList(first: 200) {
          nodes {
            rowId
            name
          }
        }
        documentCategoriesList(first: 500) {
          nodes {
            rowId
            name
          }
        }
        partnerCompaniesList(first: 1000) {
          nodes {
            rowId
            name
          }
        }
      }
    `,
    clientCompany,
  );
  return useMemo(() => {
    const members = data.clientCompanyUsers.nodes
      .flatMap((m) => (m.user ? [{ value: m.user.rowId, label: m.user.fullName || m.user.email }] : []))
      .sort(byLabel);
    const groups = data.userGroupsList.nodes.map((g) => ({ value: g.rowId, label: g.name }));
    const categories = data.documentCategoriesList.nodes.map((c) => ({ value: c.rowId, label: c.name }));
    const partners = data.partnerCompaniesList.nodes.map((p) => ({ value: p.rowId, label: p.name }));
    const mapOf = (options: WizardOption[]) => new Map(options.map((o) => [o.value, o.label]));
    return {
      members,
      groups,
      categories,
      partners,
      hasUserGroups: data.featureFlags?.userGroup === true,
      hasRules: data.featureFlags?.rules === true,
      names: {
        users: mapOf(members),
        groups: mapOf(groups),
        categories: mapOf(categories),
        partners: mapOf(partners),
      },
    };
  }, [data]);
}
