/**
 * @generated SignedSource<<c10732e56edd38840d6b3bf828d28774>>
 * @relayHash ee4f8bb89d20b6a453abb75706f65e7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16036434709d90468b08d48599afdf73d3ea15da0f218c70427ac16ca3d0e20a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TagsListPageQuery } from './TagsListPageQuery.graphql';

const node: PreloadableConcreteRequest<TagsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "16036434709d90468b08d48599afdf73d3ea15da0f218c70427ac16ca3d0e20a",
    "metadata": {},
    "name": "TagsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
