/**
 * @generated SignedSource<<2ccbb66581f627a9d83eed46008975a1>>
 * @relayHash 29c6aba7318a6fb525a9d1a5fd2a4a8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 748e38120c19a541dac380ec6408fd05add7cad43408a09aab24116c3954a9ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerCompanyCreatePageQuery } from './PartnerCompanyCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerCompanyCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "748e38120c19a541dac380ec6408fd05add7cad43408a09aab24116c3954a9ae",
    "metadata": {},
    "name": "PartnerCompanyCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
