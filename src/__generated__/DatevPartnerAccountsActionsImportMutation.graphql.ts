/**
 * @generated SignedSource<<c840c603aa81ae50e2b9ae3e863ac3d5>>
 * @relayHash 011588cda0f15784c6ffd3d25312dee6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03595f1534b1ad927027a6c8fc9068d82c39bc29724a5700a0c92f24bf04a976

import { ConcreteRequest } from 'relay-runtime';
export type DatevImportRowAction = "ADD" | "RENAME" | "SKIP" | "UNCHANGED" | "%future added value";
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type ImportDatevPartnerAccountsInput = {
  clientCompanyRowId: string;
  contentBase64: string;
  dryRun?: boolean | null | undefined;
  updateExisting?: boolean | null | undefined;
};
export type DatevPartnerAccountsActionsImportMutation$variables = {
  input: ImportDatevPartnerAccountsInput;
};
export type DatevPartnerAccountsActionsImportMutation$data = {
  readonly importDatevPartnerAccounts: {
    readonly added: number;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly column: string | null | undefined;
      readonly line: number;
    }>;
    readonly refusal: string | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly action: DatevImportRowAction;
      readonly line: number;
      readonly linkProblem: string | null | undefined;
      readonly name: string;
      readonly number: string;
      readonly partnerCompanyName: string | null | undefined;
      readonly partnerCompanyRowId: string | null | undefined;
      readonly type: PartnerAccountType;
    }>;
    readonly skipped: number;
    readonly updated: number;
  } | null | undefined;
};
export type DatevPartnerAccountsActionsImportMutation = {
  response: DatevPartnerAccountsActionsImportMutation$data;
  variables: DatevPartnerAccountsActionsImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "line",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ImportDatevPartnerAccountsPayload",
    "kind": "LinkedField",
    "name": "importDatevPartnerAccounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refusal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "added",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skipped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerAccountImportRow",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "partnerCompanyRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "partnerCompanyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkProblem",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DatevImportLineError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "column",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatevPartnerAccountsActionsImportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DatevPartnerAccountsActionsImportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "03595f1534b1ad927027a6c8fc9068d82c39bc29724a5700a0c92f24bf04a976",
    "metadata": {},
    "name": "DatevPartnerAccountsActionsImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b93184e052d90c10b89cd3a0a358a897";

export default node;
