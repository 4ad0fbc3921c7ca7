import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconBuildingBank, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BankConnectionCard_connection$key } from "../../../__generated__/BankConnectionCard_connection.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { formatRelativeTime } from "../../../lib/relativeTime.ts";
import { useNow } from "../hooks/useNow.ts";
import { syncMessageText } from "../lib/syncMessageText.ts";
import { BankAccountsForm } from "./BankAccountsForm.tsx";

export interface BankConnectionCardProps {
  connection: BankConnectionCard_connection$key;
  /** An update was asked for and has not ended yet (besides the connection's syncActive). */
  isUpdating: boolean;
  onUpdate: () => void;
  onDelete: () => void;
  onSaved: () => Promise<void> | void;
}

/** Spec §2.8: one bank connection — bank name, BIC, the last sync's problem in red, when it
 * was last updated, Update and Delete, and its accounts. */
export function BankConnectionCard(props: BankConnectionCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "de";
  const now = useNow();
  const connection = useFragment(
    graphql`
      fragment BankConnectionCard_connection on Xs2AConnection {
        bankName
        bankBic
        syncActive
        syncMessage
        lastSynced
        ...BankAccountsForm_connection
      }
    `,
    props.connection,
  );
  const isBusy = props.isUpdating || connection.syncActive;
  const syncedAt = connection.lastSynced ? new Date(connection.lastSynced) : null;
  // A sync newer than the page's clock (or a server clock ahead) reads "now", never "in 7 s".
  const lastSynced = syncedAt && syncedAt > now ? now : syncedAt;

  return (
    <Paper component="section" withBorder radius="md" p={{ base: "md", sm: "lg" }} aria-label={connection.bankName}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            <ThemeIcon variant="light" size={42} radius="md" aria-hidden>
              <IconBuildingBank size={24} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Title order={2} size="h4">
                {connection.bankName}
              </Title>
              <Text fz="sm" c="dimmed">
                {connection.bankBic
                  ? t("bankConnections.connection.bic", { bic: connection.bankBic })
                  : t("bankConnections.connection.noBic")}
              </Text>
              <Text fz="sm" c="dimmed">
                {lastSynced ? (
                  <Tooltip label={formatDateTime(connection.lastSynced, language)} withArrow>
                    <span>
                      {t("bankConnections.connection.lastSynced", {
                        time: formatRelativeTime(lastSynced, now, language),
                      })}
                    </span>
                  </Tooltip>
                ) : (
                  t("bankConnections.connection.neverSynced")
                )}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={props.onUpdate}
              disabled={isBusy}
              aria-busy={isBusy}
            >
              {isBusy ? t("bankConnections.connection.updating") : t("bankConnections.connection.update")}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
              {t("bankConnections.connection.delete")}
            </Button>
          </Group>
        </Group>
        {connection.syncMessage ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm" c="red.7">
              {syncMessageText(connection.syncMessage, t)}
            </Text>
          </Group>
        ) : null}
        <Divider />
        <BankAccountsForm connection={connection} onSaved={props.onSaved} />
      </Stack>
    </Paper>
  );
}
