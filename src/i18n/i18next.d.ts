import "i18next";
import type { AppResources } from "./appResources.ts";

// Typed keys: t("…") only accepts keys that exist in the German resources.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: AppResources };
  }
}
