import { UploadPage } from "../features/upload/pages/UploadPage.tsx";
import { uploadRoute } from "./uploadRoute.tsx";

export function UploadRouteComponent() {
  const queryRef = uploadRoute.useLoaderData();
  return queryRef ? <UploadPage queryRef={queryRef} /> : null;
}
