import { fetchQuery, graphql } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { documentPageVariantQuery } from "../../../__generated__/documentPageVariantQuery.graphql.ts";

const viewerQuery = graphql`
  query documentPageVariantQuery {
    currentUser {
      isExternal
    }
  }
`;

export type DocumentPageVariant = "internal" | "external";

/**
 * Which variant of the document page the signed-in person gets (spec part 2: a reduced one for
 * external users). Asked after the shell's query has answered (`shellLoaded`), whose current
 * user carries the flag, so this normally reads the store and sends nothing.
 */
export async function documentPageVariant(
  environment: IEnvironment,
  shellLoaded: Promise<unknown> | undefined,
): Promise<DocumentPageVariant> {
  await shellLoaded;
  const data = await fetchQuery<documentPageVariantQuery>(
    environment,
    viewerQuery,
    {},
    { fetchPolicy: "store-or-network" },
  ).toPromise();
  return data?.currentUser?.isExternal === true ? "external" : "internal";
}
