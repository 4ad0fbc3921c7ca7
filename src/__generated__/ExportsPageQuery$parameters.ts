/**
 * @generated SignedSource<<0ae6991c031a73230875b116f7a25be5>>
 * @relayHash 910ce92a13d9c0df835848bfbf1b789d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00c01a26014bfc11eb72e907188ce6737171c8e6e0aa32f11456e5ec87b3c481

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExportsPageQuery } from './ExportsPageQuery.graphql';

const node: PreloadableConcreteRequest<ExportsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "00c01a26014bfc11eb72e907188ce6737171c8e6e0aa32f11456e5ec87b3c481",
    "metadata": {},
    "name": "ExportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
