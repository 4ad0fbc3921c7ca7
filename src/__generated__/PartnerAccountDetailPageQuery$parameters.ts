/**
 * @generated SignedSource<<d3710df70755efaa85d85b977ad6fe3a>>
 * @relayHash e96e7a44d4beb4413b6d3cbfeac94576
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e579dac89e1fbeb05bf3bad872b21fa22c56772afdbd744b09c6dabe9c251be8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountDetailPageQuery } from './PartnerAccountDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e579dac89e1fbeb05bf3bad872b21fa22c56772afdbd744b09c6dabe9c251be8",
    "metadata": {},
    "name": "PartnerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
