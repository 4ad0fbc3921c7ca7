import { useCallback } from "react";
import { ReviewPage } from "../features/review/pages/ReviewPage.tsx";
import { reviewRoute } from "./reviewRoute.tsx";

export function ReviewRouteComponent() {
  const queryRef = reviewRoute.useLoaderData();
  const { clientCompanyRowId, documentRowId } = reviewRoute.useSearch();
  const navigate = reviewRoute.useNavigate();
  const selectDocument = useCallback(
    (rowId: string) => void navigate({ search: (previous) => ({ ...previous, documentRowId: rowId }), replace: true }),
    [navigate],
  );
  return (
    <ReviewPage
      queryRef={queryRef}
      selectedDocumentRowId={documentRowId}
      onSelectDocument={selectDocument}
      clientCompanyRowId={clientCompanyRowId}
    />
  );
}
