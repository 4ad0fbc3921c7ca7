/**
 * @generated SignedSource<<e48ae5e72d8a14614028e39b08b4c000>>
 * @relayHash 961e42b199f8f9b1107da0e46657739a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84c0a8d2f54971f36c6822f2e4640167d36cb3b601c21a8edddf725f4ed9552d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCompanyCreatePageQuery } from './AdminCompanyCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<AdminCompanyCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84c0a8d2f54971f36c6822f2e4640167d36cb3b601c21a8edddf725f4ed9552d",
    "metadata": {},
    "name": "AdminCompanyCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
