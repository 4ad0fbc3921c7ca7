import { useRouter } from "@tanstack/react-router";
import { FaktooraPage } from "../features/extensions/pages/FaktooraPage.tsx";
import { faktooraRoute } from "./faktooraRoute.tsx";

export function FaktooraRouteComponent() {
  const data = faktooraRoute.useLoaderData();
  const router = useRouter();
  return data ? (
    <FaktooraPage queryRef={data.queryRef} toolUrl={data.toolUrl} onRetry={() => void router.invalidate()} />
  ) : null;
}
