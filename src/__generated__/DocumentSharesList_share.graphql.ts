/**
 * @generated SignedSource<<6f74db9ff98a09ef72fbca484dd25791>>
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
    readonly isExternalPublicLink: boolean;
    readonly isSuperAdmin: boolean | null | undefined;
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
          "name": "isSuperAdmin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExternal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExternalPublicLink",
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

(node as any).hash = "7737e53ed838e5e11a496cd6c5e67066";

export default node;
