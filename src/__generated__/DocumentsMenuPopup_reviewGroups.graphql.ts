/**
 * @generated SignedSource<<cf2603bd082797929a3597a63eaeb859>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationProvider = "BILLOMAT" | "FASTBILL" | "GETMYINVOICES" | "%future added value";
export type ReviewGroupOrigin = "EMAIL" | "INTEGRATION" | "UPLOAD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentsMenuPopup_reviewGroups$data = ReadonlyArray<{
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly documentCount: number | null | undefined;
  readonly integrationProvider: IntegrationProvider | null | undefined;
  readonly lockedForCurrentUser: boolean | null | undefined;
  readonly origin: ReviewGroupOrigin;
  readonly rowId: string;
  readonly sourceEmailSender: string | null | undefined;
  readonly " $fragmentType": "DocumentsMenuPopup_reviewGroups";
}>;
export type DocumentsMenuPopup_reviewGroups$key = ReadonlyArray<{
  readonly " $data"?: DocumentsMenuPopup_reviewGroups$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsMenuPopup_reviewGroups">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DocumentsMenuPopup_reviewGroups",
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
      "kind": "ScalarField",
      "name": "lockedForCurrentUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "origin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceEmailSender",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "integrationProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReviewGroup",
  "abstractKey": null
};

(node as any).hash = "14efb3418a9cb22e2a7357349c4cf578";

export default node;
