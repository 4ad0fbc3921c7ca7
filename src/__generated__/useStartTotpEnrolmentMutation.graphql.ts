/**
 * @generated SignedSource<<68f492619d6506dd7efd26b7e7922f5a>>
 * @relayHash 9baa8756b63170e8b3f9a8d94c73053b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6725ea7103bdd8ace92798b33ccd3abc7d1e54cc312c521ce42a942c1cb60f1

import { ConcreteRequest } from 'relay-runtime';
export type useStartTotpEnrolmentMutation$variables = Record<PropertyKey, never>;
export type useStartTotpEnrolmentMutation$data = {
  readonly startTotpEnrolment: {
    readonly otpauthUri: string;
    readonly secret: string;
  } | null | undefined;
};
export type useStartTotpEnrolmentMutation = {
  response: useStartTotpEnrolmentMutation$data;
  variables: useStartTotpEnrolmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartTotpEnrolmentPayload",
    "kind": "LinkedField",
    "name": "startTotpEnrolment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "otpauthUri",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartTotpEnrolmentMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartTotpEnrolmentMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d6725ea7103bdd8ace92798b33ccd3abc7d1e54cc312c521ce42a942c1cb60f1",
    "metadata": {},
    "name": "useStartTotpEnrolmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b283a4e296a22614ebe86ffeb2117ea";

export default node;
