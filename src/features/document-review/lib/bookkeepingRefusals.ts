// Refusals of tags, real-estate objects and partner accounts (migration "tags real-estate
// partner accounts completeness gl sort"), translated in the bookkeeping namespace.

export const BOOKKEEPING_REFUSAL_CODES = [
  "PARTNER_ACCOUNT_NOT_FOUND",
  "PARTNER_ACCOUNT_OF_ANOTHER_PARTNER",
  "PARTNER_ACCOUNT_DISABLED",
  "PARTNER_ACCOUNT_TYPE_MISMATCH",
  "TAG_ALREADY_EXISTS",
  "TAG_REQUIRED",
  "TAG_TOO_LONG",
  "TAG_NOT_FOUND",
  "TOO_MANY_TAGS",
  "TAGS_MANAGE_FORBIDDEN",
  "REAL_ESTATE_FEATURE_OFF",
  "REAL_ESTATE_OBJECT_NOT_FOUND",
  "REAL_ESTATE_OBJECT_DISABLED",
  "REAL_ESTATE_OBJECT_DUPLICATE",
  "REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL",
  "REAL_ESTATE_OBJECT_AMOUNT_NOT_POSITIVE",
  "REAL_ESTATE_OBJECT_REQUIRED",
  "TOO_MANY_REAL_ESTATE_OBJECTS",
] as const;

export type BookkeepingRefusalCode = (typeof BOOKKEEPING_REFUSAL_CODES)[number];

export function isBookkeepingRefusal(code: string): code is BookkeepingRefusalCode {
  return (BOOKKEEPING_REFUSAL_CODES as readonly string[]).includes(code);
}
