import { Button, Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserShield } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type {
  ImpersonateUserDialogQuery,
  ImpersonateUserDialogQuery$data,
} from "../../../__generated__/ImpersonateUserDialogQuery.graphql.ts";
import { translateError } from "../../../relay/errorText.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import { useImpersonateUserMutation } from "../mutations/useImpersonateUserMutation.ts";

/** Same pace as the company search (spec §9). */
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_PAGE_SIZE = 20;

const searchQuery = graphql`
  query ImpersonateUserDialogQuery($search: String, $first: Int!) {
    searchUsers(search: $search, first: $first) {
      nodes {
        rowId
        fullName
        email
        isSuperAdmin
        isExternal
        isExternalPublicLink
        userDefault {
          clientCompany {
            brandNameOrName
          }
        }
        clientCompanyUsers(first: 1) {
          nodes {
            clientCompany {
              brandNameOrName
            }
          }
        }
        clientCompany {
          brandNameOrName
        }
      }
    }
  }
`;

type FoundUser = NonNullable<ImpersonateUserDialogQuery$data["searchUsers"]>["nodes"][number];

/** The company to show beside a user: their default, else their first, else (external
 * users) their home company. */
const companyOf = (user: FoundUser) =>
  user.userDefault?.clientCompany?.brandNameOrName ??
  user.clientCompanyUsers.nodes[0]?.clientCompany?.brandNameOrName ??
  user.clientCompany?.brandNameOrName ??
  null;

export interface ImpersonateUserDialogProps {
  opened: boolean;
  onClose: () => void;
  currentUserRowId: string;
  /** After the session changed: start the app afresh as that user. */
  onImpersonated?: () => void;
}

/** "Sign in as another user" for super admins: a typeahead over all users (name, e-mail,
 * company); the chosen one's session replaces the admin's, and the app reloads as them. */
export function ImpersonateUserDialog({
  opened,
  onClose,
  currentUserRowId,
  onImpersonated = () => window.location.assign("/"),
}: ImpersonateUserDialogProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const errorBoxLabels = useErrorBoxLabels();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  // The answer and the search it belongs to: searching while they differ.
  const [found, setFound] = useState<{ search: string | null; users: readonly FoundUser[] }>({
    search: null,
    users: [],
  });
  const users = found.users;
  // Also while the debounce waits, so the list never pretends to answer the new text.
  const isSearching = opened && found.search !== search.trim();
  const [selectedRowId, setSelectedRowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, isCommitting] = useImpersonateUserMutation();

  useEffect(() => {
    if (!opened) return;
    // On demand: the dialog's search as the person types.
    const subscription = fetchQuery<ImpersonateUserDialogQuery>(
      environment,
      searchQuery,
      { search: debounced || null, first: USER_SEARCH_PAGE_SIZE },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next: (data) => setFound({ search: debounced, users: data.searchUsers?.nodes ?? [] }),
      error: (e: unknown) => {
        setError(translateError(e, t));
        setFound({ search: debounced, users: [] });
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, debounced, opened, t]);

  const byRowId = useMemo(() => new Map(users.map((user) => [user.rowId, user])), [users]);
  const [selected, setSelected] = useState<FoundUser | null>(null);
  const options = users.map((user) => ({
    value: user.rowId,
    label: user.fullName?.trim() || user.email,
    disabled: user.rowId === currentUserRowId,
  }));
  // Keep the chosen user listed while the search text shows their name.
  if (selected && !byRowId.has(selected.rowId)) {
    options.unshift({ value: selected.rowId, label: selected.fullName?.trim() || selected.email, disabled: false });
  }

  const close = () => {
    setSearch("");
    setSelectedRowId(null);
    setSelected(null);
    setError(null);
    onClose();
  };

  const start = () => {
    if (!selected) return;
    setError(null);
    commit({
      variables: { input: { userRowId: selected.rowId } },
      onCompleted: (_, errors) => {
        if (errors?.length) setError(t("error.codes.UNKNOWN"));
        else onImpersonated();
      },
      onError: (e) => setError(translateError(e, t, { feature: "shell.impersonation.errors" })),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t("shell.impersonation.dialogTitle")} size={520} centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t("shell.impersonation.dialogLead")}
        </Text>
        {error ? <ErrorBox messages={[error]} labels={errorBoxLabels} onDismiss={() => setError(null)} /> : null}
        <Select
          label={t("shell.impersonation.searchLabel")}
          placeholder={t("shell.impersonation.searchPlaceholder")}
          searchable
          clearable
          data-autofocus
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={selectedRowId}
          onChange={(value) => {
            setSelectedRowId(value);
            setSelected(value ? (byRowId.get(value) ?? null) : null);
          }}
          // The server searched already; show its answer as it is.
          filter={({ options: all }) => all}
          nothingFoundMessage={isSearching ? t("pending.loading") : t("shell.impersonation.nothingFound")}
          leftSection={<IconSearch size={16} />}
          rightSection={isSearching ? <Loader size="xs" /> : undefined}
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => {
            const user = byRowId.get(option.value) ?? (selected?.rowId === option.value ? selected : null);
            if (!user) return option.label;
            const company = companyOf(user);
            return (
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" fw={600} truncate>
                    {option.label}
                  </Text>
                  <UserTypeBadge
                    isSuperAdmin={user.isSuperAdmin}
                    isExternal={user.isExternal}
                    isExternalPublicLink={user.isExternalPublicLink}
                  />
                  {user.rowId === currentUserRowId ? (
                    <Text fz="xs" c="dimmed">
                      {t("shell.impersonation.you")}
                    </Text>
                  ) : null}
                </Group>
                <Text fz="xs" c="dimmed" truncate>
                  {company ? `${user.email} · ${company}` : user.email}
                </Text>
              </Stack>
            );
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isCommitting}>
            {t("shell.impersonation.cancel")}
          </Button>
          <Button
            leftSection={<IconUserShield size={16} />}
            disabled={!selected}
            loading={isCommitting}
            onClick={start}
          >
            {selected
              ? t("shell.impersonation.start", { name: selected.fullName?.trim() || selected.email })
              : t("shell.impersonation.startNoUser")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
