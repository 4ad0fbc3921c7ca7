import { useCallback } from "react";
import { type BankingSearchChange, BankingPage } from "../features/banking/pages/BankingPage.tsx";
import { bankingRoute } from "./bankingRoute.tsx";

export function BankingRouteComponent() {
  const queryRef = bankingRoute.useLoaderData();
  const search = bankingRoute.useSearch();
  const navigate = bankingRoute.useNavigate();
  const onSearchChange = useCallback<BankingSearchChange>(
    (update, options) => void navigate({ search: (previous) => update(previous), replace: options?.replace }),
    [navigate],
  );
  return queryRef ? <BankingPage queryRef={queryRef} search={search} onSearchChange={onSearchChange} /> : null;
}
