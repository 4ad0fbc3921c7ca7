import { ExtractionServicePage } from "../features/settings-extraction/pages/ExtractionServicePage.tsx";
import { LicensePage } from "../features/settings-license/pages/LicensePage.tsx";
import { settingsExtractionServiceRoute, settingsLicenseRoute } from "./settingsLicenseRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The licence and extraction-service pages, loaded with their routes (settingsLicenseRoutes.tsx).

export function LicenseRoute() {
  return <LicensePage queryRef={settingsLicenseRoute.useLoaderData()} />;
}

export function ExtractionServiceRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsExtractionServiceRoute);
  return (
    <ExtractionServicePage
      queryRef={settingsExtractionServiceRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}
