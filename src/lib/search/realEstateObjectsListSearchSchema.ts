import { booleanParam, parseSearch, type SearchOf } from "../searchParams.ts";
import { settingsListSearchSchema } from "./settingsListSearchSchema.ts";

// Search parameters of the real-estate object list (spec part 2: list pages take count and
// searchText; §7: onlyActive for real-estate objects). Invalid values are dropped.

export const realEstateObjectsListSearchSchema = {
  ...settingsListSearchSchema,
  onlyActive: booleanParam,
};
export type RealEstateObjectsListSearch = SearchOf<typeof realEstateObjectsListSearchSchema>;

export function parseRealEstateObjectsListSearch(search: Record<string, unknown>): RealEstateObjectsListSearch {
  return parseSearch(realEstateObjectsListSearchSchema, search);
}
