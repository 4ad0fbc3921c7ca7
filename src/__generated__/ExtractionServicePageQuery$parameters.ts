/**
 * @generated SignedSource<<9344a771dcc61fc5452197d2ae7c6d8c>>
 * @relayHash 123991cf8c38ba2a2b84f73f143c9578
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa3130ed66f9dc56cd98bedaf008622804f833a639257d1a85962e616c19a9cc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExtractionServicePageQuery } from './ExtractionServicePageQuery.graphql';

const node: PreloadableConcreteRequest<ExtractionServicePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aa3130ed66f9dc56cd98bedaf008622804f833a639257d1a85962e616c19a9cc",
    "metadata": {},
    "name": "ExtractionServicePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
