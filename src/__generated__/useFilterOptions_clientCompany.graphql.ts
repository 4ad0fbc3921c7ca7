/**
 * @generated SignedSource<<41ab389c219870d331d69091d6d886f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFilterOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly documentWorkflows: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
      readonly sortedSteps: ReadonlyArray<{
        readonly fullName: string;
        readonly name: string;
        readonly rowId: string;
      }>;
    }>;
  };
  readonly sortedDocumentCategories: {
    readonly nodes: ReadonlyArray<{
      readonly documentType: DocumentType;
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "useFilterOptions_clientCompany";
};
export type useFilterOptions_clientCompany$key = {
  readonly " $data"?: useFilterOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFilterOptions_clientCompany">;
};

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
  "name": "name",
  "storageKey": null
},
v2 = {
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
  "name": "useFilterOptions_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategoryConnection",
      "kind": "LinkedField",
      "name": "sortedDocumentCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentType",
              "storageKey": null
            }
          ],
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
          "value": 100
        }
      ],
      "concreteType": "DocumentWorkflowConnection",
      "kind": "LinkedField",
      "name": "documentWorkflows",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflow",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStep",
              "kind": "LinkedField",
              "name": "sortedSteps",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "documentWorkflows(first:100)"
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
                (v2/*:: as any*/),
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
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "cde503d980085c1ab14a987ffd45ac88";

export default node;
