import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { SettingsBankConnectionsPage } from "../features/bank-connections/pages/SettingsBankConnectionsPage.tsx";
import { settingsBankConnectionsRoute } from "./settingsBankConnectionsRoute.tsx";

export function SettingsBankConnectionsRouteComponent() {
  const queryRef = settingsBankConnectionsRoute.useLoaderData();
  const { add, clientCompanyRowId } = settingsBankConnectionsRoute.useSearch();
  const navigate = useNavigate({ from: settingsBankConnectionsRoute.fullPath });
  const dropAdd = useCallback(
    () => void navigate({ search: (previous) => ({ ...previous, add: undefined }), replace: true }),
    [navigate],
  );
  return (
    <SettingsBankConnectionsPage
      queryRef={queryRef}
      clientCompanyRowId={clientCompanyRowId}
      shouldStartAdd={add === true}
      onAddStarted={dropAdd}
    />
  );
}
