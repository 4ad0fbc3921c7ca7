/**
 * @generated SignedSource<<2f8c4394729c88506beaa4f1db66682c>>
 * @relayHash 5f66ff545d0e7b7a5806a3aec268433f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3342ed019b2c38fe6ebb52053fcd55520d96ca6b88f7e6f5c51142eae696aa2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WorkflowCreatePageQuery } from './WorkflowCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<WorkflowCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f3342ed019b2c38fe6ebb52053fcd55520d96ca6b88f7e6f5c51142eae696aa2",
    "metadata": {},
    "name": "WorkflowCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
