/**
 * @generated SignedSource<<e89465af620dc1103dfea8226e1f1419>>
 * @relayHash 4537806b1d49a5bae84e9ce33f344e55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b245cdb6d78fe6a64a884f394e9e9f06946dd91a7737b292788a733e606ec85d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExternalUserDetailPageQuery } from './ExternalUserDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<ExternalUserDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b245cdb6d78fe6a64a884f394e9e9f06946dd91a7737b292788a733e606ec85d",
    "metadata": {},
    "name": "ExternalUserDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
