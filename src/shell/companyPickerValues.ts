/** The picker's "load more" option (CompanyPicker.tsx, CompanyPickerList.tsx). */
export const LOAD_MORE_VALUE = "__load-more__";
