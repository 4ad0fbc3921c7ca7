import { Button, EmptyState, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuildingBank, IconLock, IconPlus } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SettingsBankConnectionsPageQuery } from "../../../__generated__/SettingsBankConnectionsPageQuery.graphql.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { BankConnectionCard } from "../components/BankConnectionCard.tsx";
import { BankConnectionDialog, type BankConnectionDialogMode } from "../components/BankConnectionDialog.tsx";
import { DeleteBankConnectionModal } from "../components/DeleteBankConnectionModal.tsx";
import { useConnectionsRefresh } from "../hooks/useConnectionsRefresh.ts";
import { useSyncWatch } from "../hooks/useSyncWatch.ts";
import { bankConnectionErrorText } from "../lib/bankConnectionErrorText.ts";
import { initBankSync, syncConnection } from "../lib/xs2aApi.ts";

export const settingsBankConnectionsPageQuery = graphql`
  query SettingsBankConnectionsPageQuery @preloadable {
    currentUser {
      id
      isSuperAdmin
      clientCompanyUsers {
        nodes {
          clientCompany {
            currentUserHasBankingAccess
          }
        }
      }
      xs2AConnections(orderBy: CREATED_AT_ASC) {
        nodes {
          id
          rowId
          bankName
          syncActive
          lastSynced
          ...BankConnectionCard_connection
        }
      }
    }
  }
`;

export interface SettingsBankConnectionsPageProps {
  queryRef: PreloadedQuery<SettingsBankConnectionsPageQuery>;
  /** The company in the URL: new accounts are linked to it when the user has banking there. */
  clientCompanyRowId: string | undefined;
  /** `?add=1`: start adding a connection once on arrival. */
  shouldStartAdd: boolean;
  /** Removes `add` from the URL (so a reload does not start again). */
  onAddStarted: () => void;
}

interface DialogState {
  mode: BankConnectionDialogMode;
  sessionId: string;
  /** The connection updated (update mode). */
  connectionRowId: string | null;
  opened: boolean;
}

/** Settings → bank → bank connections (spec §2.8): the user's connections with their
 * accounts, adding (also from the quick action), updating and deleting them. */
export function SettingsBankConnectionsPage({
  queryRef,
  clientCompanyRowId,
  shouldStartAdd,
  onAddStarted,
}: SettingsBankConnectionsPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "de";
  usePageTitle(t("bankConnections.pageTitle"));
  const errorBoxLabels = useErrorBoxLabels();
  const { currentUser } = usePreloadedQuery<SettingsBankConnectionsPageQuery>(
    settingsBankConnectionsPageQuery,
    queryRef,
  );
  const connections = useMemo(() => currentUser?.xs2AConnections.nodes ?? [], [currentUser]);
  const syncStates = useMemo(
    () => connections.map(({ rowId, syncActive, lastSynced }) => ({ rowId, syncActive, lastSynced })),
    [connections],
  );
  const refresh = useConnectionsRefresh();
  const syncWatch = useSyncWatch(syncStates, refresh);
  const [errors, setErrors] = useState<string[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [requesting, setRequesting] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<{ rowId: string; bankName: string } | null>(null);
  const hasBankingAccess =
    currentUser?.isSuperAdmin === true ||
    (currentUser?.clientCompanyUsers.nodes ?? []).some((member) => member.clientCompany?.currentUserHasBankingAccess);

  const startAdd = async () => {
    setErrors([]);
    setIsAdding(true);
    const result = await initBankSync(clientCompanyRowId, { language });
    setIsAdding(false);
    if (!result.ok) {
      setErrors([bankConnectionErrorText(result.error, t)]);
      return;
    }
    setDialog({ mode: "add", sessionId: result.data.sessionId, connectionRowId: null, opened: true });
  };

  const startUpdate = async (connection: { rowId: string; lastSynced: string | null | undefined }) => {
    setErrors([]);
    setRequesting((current) => new Set(current).add(connection.rowId));
    const result = await syncConnection(connection.rowId, { language });
    setRequesting((current) => {
      const next = new Set(current);
      next.delete(connection.rowId);
      return next;
    });
    if (!result.ok) {
      setErrors([bankConnectionErrorText(result.error, t)]);
      return;
    }
    if (result.data.sessionId) {
      setDialog({ mode: "update", sessionId: result.data.sessionId, connectionRowId: connection.rowId, opened: true });
      return;
    }
    // A direct sync runs in the background: watch the connection until it has ended.
    syncWatch.watch(connection.rowId, connection.lastSynced ?? null);
    notifications.show({ color: "teal", message: t("bankConnections.connection.syncStarted") });
  };

  // `?add=1` (quick action "Add bank connection"): start once, then drop the parameter.
  const hasStartedAdd = useRef(false);
  useEffect(() => {
    if (!shouldStartAdd || !hasBankingAccess || hasStartedAdd.current) return;
    hasStartedAdd.current = true;
    onAddStarted();
    void startAdd();
    // startAdd reads the current render's values; it runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldStartAdd, hasBankingAccess, onAddStarted]);

  // The shell sends visitors to sign in first; this only covers the moment in between.
  if (!currentUser) return null;
  if (!hasBankingAccess) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("bankConnections.forbidden.title")}
        description={t("bankConnections.forbidden.description")}
      />
    );
  }

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} loading={isAdding} onClick={() => void startAdd()}>
      {t("bankConnections.add")}
    </Button>
  );

  return (
    // The settings layout gives the frame (navigation and padding).
    <>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {t("bankConnections.pageTitle")}
            </Title>
            <Text c="dimmed" maw={720}>
              {t("bankConnections.lead")}
            </Text>
          </Stack>
          {connections.length > 0 ? addButton : null}
        </Group>
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        {connections.length === 0 ? (
          <Paper withBorder radius="md" py="xl" px="md">
            <EmptyState
              variant="light"
              icon={<IconBuildingBank size={32} stroke={1.6} />}
              title={t("bankConnections.empty.title")}
              description={t("bankConnections.empty.description")}
            >
              <EmptyState.Actions>
                <Group justify="center">{addButton}</Group>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          connections.map((connection) => (
            <BankConnectionCard
              key={connection.id}
              connection={connection}
              isUpdating={requesting.has(connection.rowId) || syncWatch.isWatching(connection.rowId)}
              onUpdate={() => void startUpdate(connection)}
              onDelete={() => setDeleting({ rowId: connection.rowId, bankName: connection.bankName })}
              onSaved={refresh}
            />
          ))
        )}
      </Stack>
      <BankConnectionDialog
        mode={dialog?.mode ?? "add"}
        sessionId={dialog?.sessionId ?? null}
        opened={dialog?.opened ?? false}
        onClose={() => setDialog((current) => (current ? { ...current, opened: false } : null))}
        onCompleted={({ connectionRowId }) => {
          const rowId = connectionRowId ?? dialog?.connectionRowId ?? null;
          const known = connections.find((connection) => connection.rowId === rowId);
          // The server syncs after the wizard: watch until that sync has ended.
          if (rowId) syncWatch.watch(rowId, known?.lastSynced ?? null);
          void refresh();
        }}
      />
      <DeleteBankConnectionModal
        connection={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          notifications.show({ color: "teal", message: t("bankConnections.delete.deleted") });
          void refresh();
        }}
      />
    </>
  );
}
