/**
 * @generated SignedSource<<01a06b1952249419e42b99526001918f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentAssignments_document$data = {
  readonly clientCompany: {
    readonly currentUserHasCompanyTagsManageAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly realEstateObjects: boolean | null | undefined;
    } | null | undefined;
    readonly realEstateObjects: {
      readonly nodes: ReadonlyArray<{
        readonly disabledAt: string | null | undefined;
        readonly number: string | null | undefined;
        readonly rowId: string;
        readonly title: string;
      }>;
    };
    readonly sortedTags: {
      readonly nodes: ReadonlyArray<{
        readonly rowId: string;
        readonly tag: string;
      }>;
    };
  } | null | undefined;
  readonly clientCompanyRowId: string;
  readonly invoice: {
    readonly currency: string;
  } | null | undefined;
  readonly realEstateObjectInstances: {
    readonly nodes: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly realEstateObject: {
        readonly number: string | null | undefined;
        readonly rowId: string;
        readonly title: string;
      } | null | undefined;
    }>;
  };
  readonly rowId: string;
  readonly tags: {
    readonly nodes: ReadonlyArray<{
      readonly rowId: string;
      readonly tag: string;
    }>;
  };
  readonly " $fragmentType": "DocumentAssignments_document";
};
export type DocumentAssignments_document$key = {
  readonly " $data"?: DocumentAssignments_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAssignments_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientCompanyTag",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tag",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentAssignments_document",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyTagConnection",
      "kind": "LinkedField",
      "name": "tags",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "DocumentRealEstateObjectInstanceConnection",
      "kind": "LinkedField",
      "name": "realEstateObjectInstances",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentRealEstateObjectInstance",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "RealEstateObject",
              "kind": "LinkedField",
              "name": "realEstateObject",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "realEstateObjectInstances(orderBy:[\"PRIMARY_KEY_ASC\"])"
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
          "name": "currentUserHasCompanyTagsManageAccess",
          "storageKey": null
        },
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
              "name": "realEstateObjects",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyTagConnection",
          "kind": "LinkedField",
          "name": "sortedTags",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "TITLE_ASC"
              ]
            }
          ],
          "concreteType": "RealEstateObjectConnection",
          "kind": "LinkedField",
          "name": "realEstateObjects",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RealEstateObject",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "disabledAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "realEstateObjects(orderBy:[\"TITLE_ASC\"])"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "f281aa2367a87f6251baf2b972e86dc1";

export default node;
