/**
 * @generated SignedSource<<7f63f6ab78fc3284b439da236474e4a3>>
 * @relayHash 1113baccc656ed7e991a15d75fcf3661
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8289ac33a90582baa3724b274ec26f2c84af516d56f330d37e080dac7911b423

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleActionCreatePageQuery } from './RuleActionCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<RuleActionCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8289ac33a90582baa3724b274ec26f2c84af516d56f330d37e080dac7911b423",
    "metadata": {},
    "name": "RuleActionCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
