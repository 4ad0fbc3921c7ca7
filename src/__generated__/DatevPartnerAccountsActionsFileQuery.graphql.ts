/**
 * @generated SignedSource<<65abee440aaf304cbc11d4d399147109>>
 * @relayHash 4b2c96ce405b8fc440e053e9416680cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bd8a1876e7bd80c0f5ecb0995c0f930179bb9b4c7691e3a08a22b5eec484065

import { ConcreteRequest } from 'relay-runtime';
export type DatevPartnerAccountsActionsFileQuery$variables = {
  clientCompanyRowId: string;
};
export type DatevPartnerAccountsActionsFileQuery$data = {
  readonly datevPartnerAccountsFile: {
    readonly contentBase64: string;
    readonly count: number;
    readonly fileName: string;
    readonly skippedNumbers: ReadonlyArray<string>;
  } | null | undefined;
};
export type DatevPartnerAccountsActionsFileQuery = {
  response: DatevPartnerAccountsActionsFileQuery$data;
  variables: DatevPartnerAccountsActionsFileQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientCompanyRowId",
        "variableName": "clientCompanyRowId"
      }
    ],
    "concreteType": "DatevPartnerAccountsFile",
    "kind": "LinkedField",
    "name": "datevPartnerAccountsFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentBase64",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skippedNumbers",
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
    "name": "DatevPartnerAccountsActionsFileQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DatevPartnerAccountsActionsFileQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8bd8a1876e7bd80c0f5ecb0995c0f930179bb9b4c7691e3a08a22b5eec484065",
    "metadata": {},
    "name": "DatevPartnerAccountsActionsFileQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57b46a7433dca31bce97250aba3f97f8";

export default node;
