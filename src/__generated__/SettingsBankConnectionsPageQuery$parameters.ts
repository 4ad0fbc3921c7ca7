/**
 * @generated SignedSource<<55a0b55bcfbde856e53ca56dacb7bfdc>>
 * @relayHash 7e6a88c3af4640f05b2dac4523496f2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86ca2f1f8fef092548274bac47f1e0d186668dfdc3c65819084d5cef0614c1e1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsBankConnectionsPageQuery } from './SettingsBankConnectionsPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsBankConnectionsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "86ca2f1f8fef092548274bac47f1e0d186668dfdc3c65819084d5cef0614c1e1",
    "metadata": {},
    "name": "SettingsBankConnectionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
