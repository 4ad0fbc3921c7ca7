/**
 * @generated SignedSource<<a7976df158140855b6c4aa40f02d78aa>>
 * @relayHash 27e4ec5962b4075183877f0bfa0be387
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b00c51b0a4ea12e35679c4ed843cbcbc620791bcc099c459e1b24436f8667001

import { ConcreteRequest } from 'relay-runtime';
export type useSetCustomExtractionMutationsPartnerMutation$variables = {
  rowId: string;
  uses: boolean;
};
export type useSetCustomExtractionMutationsPartnerMutation$data = {
  readonly setPartnerCompanyCustomExtractionService: {
    readonly result: {
      readonly id: string;
      readonly usesCustomExtractionService: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type useSetCustomExtractionMutationsPartnerMutation = {
  response: useSetCustomExtractionMutationsPartnerMutation$data;
  variables: useSetCustomExtractionMutationsPartnerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uses"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "partnerCompanyRowId",
            "variableName": "rowId"
          },
          {
            "kind": "Variable",
            "name": "usesCustomExtractionService",
            "variableName": "uses"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SetPartnerCompanyCustomExtractionServicePayload",
    "kind": "LinkedField",
    "name": "setPartnerCompanyCustomExtractionService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
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
            "name": "usesCustomExtractionService",
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
    "name": "useSetCustomExtractionMutationsPartnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCustomExtractionMutationsPartnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b00c51b0a4ea12e35679c4ed843cbcbc620791bcc099c459e1b24436f8667001",
    "metadata": {},
    "name": "useSetCustomExtractionMutationsPartnerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80ce1d2c2da5dcc488b4214cb5c901ff";

export default node;
