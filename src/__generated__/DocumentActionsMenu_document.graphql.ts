/**
 * @generated SignedSource<<5514dfe540e2517b9938ad070b2962ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentActionsMenu_document$data = {
  readonly archived: boolean;
  readonly canCurrentUserDelete: boolean;
  readonly clientCompany: {
    readonly currentUserCanDeleteDocuments: boolean | null | undefined;
    readonly currentUserHasDocumentsManageAccess: boolean | null | undefined;
    readonly restrictDocumentDelete: boolean;
  } | null | undefined;
  readonly exportedForBookingAt: string | null | undefined;
  readonly hasDerivedDocuments: boolean;
  readonly id: string;
  readonly rowId: string;
  readonly supersededDocuments: {
    readonly totalCount: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DeleteDocumentModal_document">;
  readonly " $fragmentType": "DocumentActionsMenu_document";
};
export type DocumentActionsMenu_document$key = {
  readonly " $data"?: DocumentActionsMenu_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActionsMenu_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentActionsMenu_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exportedForBookingAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasDerivedDocuments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "DocumentConnection",
      "kind": "LinkedField",
      "name": "supersededDocuments",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "supersededDocuments(first:1)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserHasDocumentsManageAccess",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserCanDeleteDocuments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restrictDocumentDelete",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteDocumentModal_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "1be553d3ef504f906b823b80aebc55eb";

export default node;
