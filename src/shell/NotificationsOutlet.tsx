import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

// Mantine's container (with its transitions) loads with the first notification, not with the
// page: until something is shown there is nothing to render.
const NotificationsContainer = lazy(() => import("./NotificationsContainer.tsx"));

/** Where toast notifications (`notifications.show`) appear: top right. */
export function NotificationsOutlet() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
