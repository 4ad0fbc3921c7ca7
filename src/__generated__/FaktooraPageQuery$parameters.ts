/**
 * @generated SignedSource<<735fb423d605ad07977ed502bdd6d783>>
 * @relayHash e4704738d065131519454f53fa122935
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92b5a842e6a8e62e0513f939883e43f85e19021b4b1304a4a70807b4846799a5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FaktooraPageQuery } from './FaktooraPageQuery.graphql';

const node: PreloadableConcreteRequest<FaktooraPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "92b5a842e6a8e62e0513f939883e43f85e19021b4b1304a4a70807b4846799a5",
    "metadata": {},
    "name": "FaktooraPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
