import { useEffect } from "react";

export const BRAND_NAME = "Belegwerk";
const TITLE_TEMPLATE = "%s | {brand}";

/** The document title for a page title, after the template '%s | {brand}'. */
export function formatPageTitle(pageTitle: string, brand: string = BRAND_NAME): string {
  return TITLE_TEMPLATE.replace("{brand}", brand).replace("%s", pageTitle);
}

/** Sets the browser tab's title while the calling page is shown. */
export function usePageTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = formatPageTitle(pageTitle);
  }, [pageTitle]);
}
