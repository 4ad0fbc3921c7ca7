import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { RuleOptions_clientCompany$key } from "../../../__generated__/RuleOptions_clientCompany.graphql.ts";

export interface RuleOption {
  value: string;
  label: string;
}

export interface RuleOptions {
  members: RuleOption[];
  groups: RuleOption[];
  categories: RuleOption[];
  partners: RuleOption[];
  tags: RuleOption[];
  steps: RuleOption[];
  costCenters: RuleOption[];
  costUnits: RuleOption[];
  realEstateObjects: RuleOption[];
  macroConditions: boolean;
  macroReactions: boolean;
}

/** What a rule's fields offer: the company's people, groups, categories, tags, steps, … */
export function useRuleOptions(clientCompany: RuleOptions_clientCompany$key): RuleOptions {
  const data = useFragment(
    graphql`
      fragment RuleOptions_clientCompany on ClientCompany {
        featureFlags {
          ruleDocumentMacroConditions
          ruleDocumentMacroReactions
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
        tagsList(first: 500) {
          nodes {
            rowId
            tag
          }
        }
        documentWorkflows(first: 100) {
          nodes {
            sortedSteps {
              rowId
              fullName
            }
          }
        }
        costCentersList(first: 500) {
          nodes {
            rowId
            number
            description
          }
        }
        costUnitsList(first: 500) {
          nodes {
            rowId
            number
            description
          }
        }
        realEstateObjectsList(first: 500) {
          nodes {
            rowId
            title
          }
        }
      }
    `,
    clientCompany,
  );
  return useMemo(() => {
    const numbered = (x: { rowId: string; number: string; description?: string | null | undefined }) => ({
      value: x.rowId,
      label: x.description ? `${x.number} · ${x.description}` : x.number,
    });
    return {
      members: data.clientCompanyUsers.nodes
        .flatMap((m) => (m.user ? [{ value: m.user.rowId, label: m.user.fullName || m.user.email }] : []))
        .sort((a, b) => a.label.localeCompare(b.label)),
      groups: data.userGroupsList.nodes.map((g) => ({ value: g.rowId, label: g.name })),
      categories: data.documentCategoriesList.nodes.map((c) => ({ value: c.rowId, label: c.name })),
      partners: data.partnerCompaniesList.nodes.map((p) => ({ value: p.rowId, label: p.name })),
      tags: data.tagsList.nodes.map((x) => ({ value: x.rowId, label: x.tag })),
      steps: data.documentWorkflows.nodes.flatMap((w) =>
        w.sortedSteps.map((s) => ({ value: s.rowId, label: s.fullName })),
      ),
      costCenters: data.costCentersList.nodes.map(numbered),
      costUnits: data.costUnitsList.nodes.map(numbered),
      realEstateObjects: data.realEstateObjectsList.nodes.map((o) => ({ value: o.rowId, label: o.title })),
      macroConditions: data.featureFlags?.ruleDocumentMacroConditions === true,
      macroReactions: data.featureFlags?.ruleDocumentMacroReactions === true,
    };
  }, [data]);
}
