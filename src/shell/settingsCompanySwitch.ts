/** A settings page the new company's user may open (from the settings navigation). */
export interface SettingsSwitchItem {
  path: string;
  /** The path prefix under which the item's list, create and detail pages lie. */
  activePrefix: string;
  /** Only exactly its path is the item (an index page whose section has other pages). */
  isExact?: boolean;
}

export interface SettingsCompanySwitchInput {
  /** The settings page open now, e.g. `/settings/<A>/company/partner-companies/<rowId>`. */
  pathname: string;
  /** The company open now (A); its id in the path marks a company-scoped page. */
  fromRowId: string | null | undefined;
  /** The company chosen (B). */
  toRowId: string;
  /** The settings pages B's user may open, in navigation order. */
  allowedItems: readonly SettingsSwitchItem[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pages about no one company of the picker (the provider's client list and details, the
 * super admin's companies and clients): they stay as they are. */
const NOT_COMPANY_SCOPED = ["/settings/clients", "/settings/admin"];

const opens = (item: SettingsSwitchItem, path: string) =>
  item.isExact
    ? path.toLowerCase() === item.activePrefix.replace(/\/+$/, "").toLowerCase()
    : under(path, item.activePrefix);

const under = (path: string, prefix: string) => {
  const p = path.toLowerCase();
  const q = prefix.replace(/\/+$/, "").toLowerCase();
  return p === q || p.startsWith(`${q}/`);
};

/**
 * The settings page of company B that matches the page open in company A (spec part 2
 * "Settings", issue 18 item 9): the same page with B's id in place of A's
 * (`/settings/<A>/company/partner-companies` → `/settings/<B>/company/partner-companies`,
 * `/settings/bank/<A>/accounts` → `/settings/bank/<B>/accounts`); a detail page of one of A's
 * rows leads to B's list of that section (the row is A's); a page B's user may not open leads
 * to B's first settings page they may open. Pages of no company (the user's own profile, the
 * bank connections) stay. Answers a path without search.
 */
export function settingsCompanySwitchPath({
  pathname,
  fromRowId,
  toRowId,
  allowedItems,
}: SettingsCompanySwitchInput): string {
  const path = pathname.replace(/\/+$/, "") || "/settings";
  if (NOT_COMPANY_SCOPED.some((prefix) => under(path, prefix))) return path;
  const segments = path.split("/");
  const from = fromRowId?.toLowerCase();
  // The company segment: A's id (the URL carries it in the path of company pages).
  const companyIndex = from ? segments.findIndex((segment, i) => i >= 2 && segment.toLowerCase() === from) : -1;
  const firstAllowed = () =>
    allowedItems.find((item) => item.path.toLowerCase().includes(toRowId.toLowerCase()))?.path ??
    allowedItems[0]?.path ??
    "/settings";
  if (companyIndex < 0) {
    // A page of no company stays, unless B's user may not open it either.
    if (path === "/settings" || allowedItems.some((item) => opens(item, path))) return path;
    return firstAllowed();
  }
  const rest = segments.slice(companyIndex + 1);
  // A row of A (a UUID after the company) has no counterpart in B: its section's list.
  const rowIndex = rest.findIndex((segment) => UUID.test(segment));
  const kept = rowIndex < 0 ? rest : rest.slice(0, rowIndex);
  const candidate = [...segments.slice(0, companyIndex), toRowId, ...kept].join("/");
  // The page itself, or a section's index whose pages B's user may open (it leads to them).
  const allowed = allowedItems.some((item) => opens(item, candidate) || under(item.activePrefix, candidate));
  return allowed ? candidate : firstAllowed();
}
