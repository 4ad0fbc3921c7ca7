/**
 * @generated SignedSource<<7ee95ec315b64fa16f24809441ad5533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowDetailPage_documentWorkflow$data = {
  readonly clientCompanyRowId: string;
  readonly createdByWizard: boolean;
  readonly documentCount: number;
  readonly id: string;
  readonly isAutomatic: boolean;
  readonly name: string;
  readonly rowId: string;
  readonly sortedSteps: ReadonlyArray<{
    readonly costCenterMandatory: boolean;
    readonly costUnitMandatory: boolean;
    readonly documentCount: number;
    readonly generalLedgerAccountMandatory: boolean;
    readonly id: string;
    readonly name: string;
    readonly preventDocumentEdit: boolean;
    readonly preventInvoicePay: boolean;
    readonly protected: boolean;
    readonly responsibleUserGroups: {
      readonly nodes: ReadonlyArray<{
        readonly userGroupRowId: string;
      }>;
    };
    readonly responsibleUsers: {
      readonly nodes: ReadonlyArray<{
        readonly userRowId: string;
      }>;
    };
    readonly reviewDetailsMandatory: boolean;
    readonly rowId: string;
  }>;
  readonly updatedAt: string;
  readonly " $fragmentType": "WorkflowDetailPage_documentWorkflow";
};
export type WorkflowDetailPage_documentWorkflow$key = {
  readonly " $data"?: WorkflowDetailPage_documentWorkflow$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowDetailPage_documentWorkflow">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentCount",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowDetailPage_documentWorkflow",
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAutomatic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByWizard",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "protected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preventDocumentEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preventInvoicePay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewDetailsMandatory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generalLedgerAccountMandatory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterMandatory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costUnitMandatory",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": (v4/*:: as any*/),
          "concreteType": "DocumentWorkflowStepUserConnection",
          "kind": "LinkedField",
          "name": "responsibleUsers",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStepUser",
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "responsibleUsers(first:100)"
        },
        {
          "alias": null,
          "args": (v4/*:: as any*/),
          "concreteType": "DocumentWorkflowStepUserGroupConnection",
          "kind": "LinkedField",
          "name": "responsibleUserGroups",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStepUserGroup",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "userGroupRowId",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "responsibleUserGroups(first:100)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentWorkflow",
  "abstractKey": null
};
})();

(node as any).hash = "b9134ae255f626bfaa76f6899874530c";

export default node;
