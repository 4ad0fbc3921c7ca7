import { Notifications } from "@mantine/notifications";

/** The toast notifications' container (loaded lazily by NotificationsOutlet). */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
