/**
 * @generated SignedSource<<0415315b87dd746467d649ba4bdd48bd>>
 * @relayHash 72f32287668719d82735862aed1a640f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba14cdce53940d1aa174215694c0c0c389f84bf3b1c665564ec4fa2b180412b9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccessMemberCreatePageQuery } from './AccessMemberCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<AccessMemberCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ba14cdce53940d1aa174215694c0c0c389f84bf3b1c665564ec4fa2b180412b9",
    "metadata": {},
    "name": "AccessMemberCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
