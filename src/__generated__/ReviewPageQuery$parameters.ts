/**
 * @generated SignedSource<<b2072f95979713ce0c0a23c2c92373f0>>
 * @relayHash 2f3e0a45ed2920cf78284ced4f5e5041
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa812db45643862c57f59e7a57c6abfdfbfdbb2ce864c744bbd28ee00bed3625

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReviewPageQuery } from './ReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aa812db45643862c57f59e7a57c6abfdfbfdbb2ce864c744bbd28ee00bed3625",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
