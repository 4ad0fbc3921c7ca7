import { HomePage } from "../features/home/pages/HomePage.tsx";
import { homeRoute } from "./homeRoute.tsx";

export function HomeRouteComponent() {
  return <HomePage queryRef={homeRoute.useLoaderData()} />;
}
