/**
 * @generated SignedSource<<63aeb20e0ac5137a238d7ecf991bb423>>
 * @relayHash 590d455ec2866461fa551a10e62545b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dee202f1ceaf96e77b5bcf953d47abd206356501a32e223806ba70d4be39e7c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReviewPageQuery } from './ReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0dee202f1ceaf96e77b5bcf953d47abd206356501a32e223806ba70d4be39e7c",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
