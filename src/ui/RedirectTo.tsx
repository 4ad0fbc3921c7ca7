import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** Replaces the location with `href` once rendered (e.g. a credit card opened under the
 * bank accounts' path goes to its own page). */
export function RedirectTo({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate({ href, replace: true });
  }, [router, href]);
  return null;
}
