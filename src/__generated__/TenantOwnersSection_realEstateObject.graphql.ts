/**
 * @generated SignedSource<<09b1a02ff15f2960991990a75b73f2f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TenantOwnersSection_realEstateObject$data = {
  readonly id: string;
  readonly rowId: string;
  readonly sortedTenantOwners: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly owner: string;
      readonly rowId: string;
      readonly tenantOwnerNo: string;
      readonly unitNo: string | null | undefined;
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "TenantOwnersSection_realEstateObject";
};
export type TenantOwnersSection_realEstateObject$key = {
  readonly " $data"?: TenantOwnersSection_realEstateObject$data;
  readonly " $fragmentSpreads": FragmentRefs<"TenantOwnersSection_realEstateObject">;
};

import TenantOwnersSectionRefetchQuery_graphql from './TenantOwnersSectionRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TenantOwnersSectionRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TenantOwnersSection_realEstateObject",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 500
        }
      ],
      "concreteType": "RealEstateObjectTenantOwnerConnection",
      "kind": "LinkedField",
      "name": "sortedTenantOwners",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RealEstateObjectTenantOwner",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tenantOwnerNo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unitNo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "owner",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "sortedTenantOwners(first:500)"
    },
    (v1/*:: as any*/)
  ],
  "type": "RealEstateObject",
  "abstractKey": null
};
})();

(node as any).hash = "e533441f2d7e64c52132aee24ef1eced";

export default node;
