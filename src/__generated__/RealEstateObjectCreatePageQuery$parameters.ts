/**
 * @generated SignedSource<<2d40aa036bf9ac58fdedeeae80c8019b>>
 * @relayHash 126b1fd554091c2cd63754accc019416
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca2db83717463d096d7759a4248ba264c8c7bb9bbce674dc7754c5ebb3b7fb79

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RealEstateObjectCreatePageQuery } from './RealEstateObjectCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<RealEstateObjectCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ca2db83717463d096d7759a4248ba264c8c7bb9bbce674dc7754c5ebb3b7fb79",
    "metadata": {},
    "name": "RealEstateObjectCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
