/**
 * @generated SignedSource<<db074610e7652f467883a81cae2c8ac2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentSharesList_share$data = {
  readonly createdAt: string;
  readonly rowId: string;
  readonly sharedBy: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly user: {
    readonly email: string;
    readonly fullName: string | null | undefined;
    readonly isExternal: boolean | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "DocumentSharesList_share";
};
export type DocumentSharesList_share$key = {
  readonly " $data"?: DocumentSharesList_share$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentSharesList_share">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentSharesList_share",
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
      "name": "createdAt",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExternal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sharedBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentShare",
  "abstractKey": null
};
})();

(node as any).hash = "d23d154281fd23268a17f51364126600";

export default node;
