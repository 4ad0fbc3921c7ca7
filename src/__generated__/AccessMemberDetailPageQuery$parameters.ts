/**
 * @generated SignedSource<<28382777bda488479270869be07f6893>>
 * @relayHash 4fb69ee8aa752d74e3734008dd6cfbc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9969e5aa591ced77f868bf388418903c79aa3f3a3e937c5e2f9b08fa10c5e718

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccessMemberDetailPageQuery } from './AccessMemberDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<AccessMemberDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9969e5aa591ced77f868bf388418903c79aa3f3a3e937c5e2f9b08fa10c5e718",
    "metadata": {},
    "name": "AccessMemberDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
