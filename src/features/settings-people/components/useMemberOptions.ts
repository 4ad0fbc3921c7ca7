import { graphql, useFragment } from "react-relay";
import type { UserGroupMembersOptions_clientCompany$key } from "../../../__generated__/UserGroupMembersOptions_clientCompany.graphql.ts";
import type { MemberOption } from "./UserGroupForm.tsx";

/** The company's members, by name: whom a user group may hold. */
export function useMemberOptions(
  clientCompany: UserGroupMembersOptions_clientCompany$key | null | undefined,
): MemberOption[] {
  const data = useFragment(
    graphql`
      fragment UserGroupMembersOptions_clientCompany on ClientCompany {
        clientCompanyUsers(first: 1000) {
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
  return (data?.clientCompanyUsers.nodes ?? [])
    .flatMap((m) => (m.user ? [{ rowId: m.user.rowId, fullName: m.user.fullName ?? "", email: m.user.email }] : []))
    .sort((a, b) => (a.fullName || a.email).localeCompare(b.fullName || b.email));
}
