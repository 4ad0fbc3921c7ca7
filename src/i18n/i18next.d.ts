import "i18next";
import type de from "./de.json";

// Typed keys: t("…") only accepts keys that exist in the German resources (the reference).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof de };
  }
}
