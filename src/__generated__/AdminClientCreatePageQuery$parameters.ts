/**
 * @generated SignedSource<<c71aa9ac9e783e607fa3a0a17fb0d774>>
 * @relayHash a855367397247919045e8eaf33114c22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1fba0d13b84cbd19e536d26a1710a17ccfaf01c9f48b431095c4678295e36a2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminClientCreatePageQuery } from './AdminClientCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<AdminClientCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1fba0d13b84cbd19e536d26a1710a17ccfaf01c9f48b431095c4678295e36a2",
    "metadata": {},
    "name": "AdminClientCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
