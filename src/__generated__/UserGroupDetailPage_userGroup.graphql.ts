/**
 * @generated SignedSource<<560287d01ad3db87ad50288d84d57ff6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserGroupDetailPage_userGroup$data = {
  readonly clientCompanyRowId: string;
  readonly id: string;
  readonly name: string;
  readonly rowId: string;
  readonly updatedAt: string;
  readonly users: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly rowId: string;
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "UserGroupDetailPage_userGroup";
};
export type UserGroupDetailPage_userGroup$key = {
  readonly " $data"?: UserGroupDetailPage_userGroup$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserGroupDetailPage_userGroup">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "UserGroupDetailPage_userGroup",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
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
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "users",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "users(first:1000)"
    }
  ],
  "type": "UserGroup",
  "abstractKey": null
};
})();

(node as any).hash = "6d31ecf8c0f491e9ea1b94d52276a5b9";

export default node;
