import { useRouter } from "@tanstack/react-router";

/** Spec paths of areas that are not built yet: the path when a route for `routePath` exists,
 * else the fallback (an existing page of the same area). */
export function useExistingPath(routePath: string, path: string, fallback: string): string {
  const router = useRouter();
  return routePath in router.routesByPath ? path : fallback;
}
