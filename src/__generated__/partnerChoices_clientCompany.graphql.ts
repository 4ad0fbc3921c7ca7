/**
 * @generated SignedSource<<144c8f70309c06775326997f4ee660d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type partnerChoices_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly userRowId: string;
    }>;
  };
  readonly costCentersList: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly costUnitsList: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly featureFlags: {
    readonly costCenters: boolean | null | undefined;
    readonly costUnits: boolean | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "partnerChoices_clientCompany";
};
export type partnerChoices_clientCompany$key = {
  readonly " $data"?: partnerChoices_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"partnerChoices_clientCompany">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v1 = [
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
    "name": "number",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "partnerChoices_clientCompany",
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
      "args": (v0/*:: as any*/),
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
              "kind": "ScalarField",
              "name": "userRowId",
              "storageKey": null
            },
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
      "storageKey": "clientCompanyUsers(first:500)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "CostCenterConnection",
      "kind": "LinkedField",
      "name": "costCentersList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostCenter",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costCentersList(first:500)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "CostUnitConnection",
      "kind": "LinkedField",
      "name": "costUnitsList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostUnit",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costUnitsList(first:500)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "6a11bae74b864468a09635426355030a";

export default node;
