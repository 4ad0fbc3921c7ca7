/**
 * @generated SignedSource<<d72e0c8345eb376174ff5ae2264a3552>>
 * @relayHash bec26ad38f15a3a8e798feecc2f0b6a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f15742044f54be331b96f11989adc8bc4b96f23040be98718798f23247c5fbad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReviewPageQuery } from './ReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f15742044f54be331b96f11989adc8bc4b96f23040be98718798f23247c5fbad",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
