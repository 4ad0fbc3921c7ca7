import { useCallback } from "react";
import { type DocumentsSearchChange, DocumentsPage } from "../features/documents/pages/DocumentsPage.tsx";
import { documentsRoute } from "./documentsRoute.tsx";

export function DocumentsRouteComponent() {
  const queryRef = documentsRoute.useLoaderData();
  const search = documentsRoute.useSearch();
  const navigate = documentsRoute.useNavigate();
  const onSearchChange = useCallback<DocumentsSearchChange>(
    (update, options) => void navigate({ search: (previous) => update(previous), replace: options?.replace }),
    [navigate],
  );
  return queryRef ? <DocumentsPage queryRef={queryRef} search={search} onSearchChange={onSearchChange} /> : null;
}
