/**
 * @generated SignedSource<<037c7170ac03a520a90328f07ce9260e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserGroupMembersOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "UserGroupMembersOptions_clientCompany";
};
export type UserGroupMembersOptions_clientCompany$key = {
  readonly " $data"?: UserGroupMembersOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserGroupMembersOptions_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserGroupMembersOptions_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1000
        }
      ],
      "concreteType": "ClientCompanyUserConnection",
      "kind": "LinkedField",
      "name": "clientCompanyUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyUser",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "clientCompanyUsers(first:1000)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "8efda5645ae0d16e1367d9200ca68645";

export default node;
