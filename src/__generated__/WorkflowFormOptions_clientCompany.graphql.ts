/**
 * @generated SignedSource<<14b82af96a79311cd3c850ffd2b0e489>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowFormOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly featureFlags: {
    readonly costCenters: boolean | null | undefined;
    readonly costUnits: boolean | null | undefined;
    readonly userGroup: boolean | null | undefined;
  } | null | undefined;
  readonly userGroupsList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "WorkflowFormOptions_clientCompany";
};
export type WorkflowFormOptions_clientCompany$key = {
  readonly " $data"?: WorkflowFormOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowFormOptions_clientCompany">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowFormOptions_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyFeatureFlag",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userGroup",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenters",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costUnits",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
                (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 500
        }
      ],
      "concreteType": "UserGroupConnection",
      "kind": "LinkedField",
      "name": "userGroupsList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserGroup",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "userGroupsList(first:500)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "9c1dd23c754aff1bd7556f5cb7952dfe";

export default node;
