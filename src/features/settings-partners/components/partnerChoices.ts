import { graphql, useFragment } from "react-relay";
import type { partnerChoices_clientCompany$key } from "../../../__generated__/partnerChoices_clientCompany.graphql.ts";
import type { PartnerFormOption } from "./PartnerForm.tsx";

/** The company's members (controller), cost centres and cost units (each when its feature is
 * on and the viewer may read them) as choices of the partner form. */
export function usePartnerChoices(clientCompany: partnerChoices_clientCompany$key) {
  const data = useFragment(
    graphql`
      fragment partnerChoices_clientCompany on ClientCompany {
        featureFlags {
          costCenters
          costUnits
        }
        clientCompanyUsers(first: 500) {
          nodes {
            userRowId
            user {
              fullName
              email
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
      }
    `,
    clientCompany,
  );
  const members: PartnerFormOption[] = data.clientCompanyUsers.nodes.map((m) => ({
    value: m.userRowId,
    label: m.user?.fullName || m.user?.email || m.userRowId,
  }));
  const cost = (nodes: readonly { rowId: string; number: string; description: string | null | undefined }[]) =>
    nodes.map((c) => ({ value: c.rowId, label: c.description ? `${c.number} · ${c.description}` : c.number }));
  return {
    members,
    costCenters: data.featureFlags?.costCenters ? cost(data.costCentersList.nodes) : null,
    costUnits: data.featureFlags?.costUnits ? cost(data.costUnitsList.nodes) : null,
  };
}
