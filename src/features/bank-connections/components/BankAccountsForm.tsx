import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp, IconLinkOff } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BankAccountsForm_connection$key } from "../../../__generated__/BankAccountsForm_connection.graphql.ts";
import { useErrorBoxLabels } from "../../../shell/useErrorBoxLabels.ts";
import { ErrorBox } from "../../../ui/ErrorBox.tsx";
import {
  type BankAccountLinksFormValues,
  bankAccountLinksFormSchema,
  changedAccountLinks,
} from "../forms/bankAccountLinksFormSchema.ts";
import { bankConnectionErrorText } from "../lib/bankConnectionErrorText.ts";
import { linkUnlinkAccounts } from "../lib/xs2aApi.ts";
import { BankAccountSummary } from "./BankAccountSummary.tsx";
import { LinkCompanySelect } from "./LinkCompanySelect.tsx";

export interface BankAccountsFormProps {
  connection: BankAccountsForm_connection$key;
  /** Loads the connections again after a save. */
  onSaved: () => Promise<void> | void;
}

/** Spec §2.8: a connection's accounts — active ones (linked to a client company, with a link
 * to their transactions and a way to unlink) and inactive ones (each with a company picker);
 * Save sends only the changed accounts, each as `{ id, clientCompanyId }`. */
export function BankAccountsForm(props: BankAccountsFormProps) {
  const { t, i18n } = useTranslation();
  const errorBoxLabels = useErrorBoxLabels();
  const connection = useFragment(
    graphql`
      fragment BankAccountsForm_connection on Xs2AConnection {
        accounts {
          nodes {
            rowId
            derivedName
            moneyAccount {
              rowId
              clientCompany {
                rowId
                brandNameOrName
              }
            }
            ...BankAccountSummary_account
          }
        }
      }
    `,
    props.connection,
  );
  const nodes = connection.accounts.nodes;
  // By name (Girokonto, Kreditkarte, Tagesgeld …): the provider's order means nothing to people.
  const accounts = useMemo(
    () => [...nodes].sort((a, b) => a.derivedName.localeCompare(b.derivedName, i18n.resolvedLanguage)),
    [nodes, i18n.resolvedLanguage],
  );
  const saved = useMemo<BankAccountLinksFormValues>(
    () => ({
      accounts: accounts.map((account) => ({
        id: account.rowId,
        clientCompanyId: account.moneyAccount?.clientCompany?.rowId ?? null,
      })),
    }),
    [accounts],
  );
  const form = useForm<BankAccountLinksFormValues>({
    resolver: zodResolver(bankAccountLinksFormSchema),
    mode: "onTouched",
    // New answers (after a save, a sync or an update) become the saved state; edits stay.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, setValue, reset, formState } = form;
  const values = useWatch({ control, name: "accounts" }) ?? saved.accounts;
  const [errors, setErrors] = useState<string[]>([]);
  const changes = changedAccountLinks(saved, { accounts: values });

  const onSubmit = handleSubmit(
    async (submitted) => {
      const links = changedAccountLinks(saved, submitted);
      if (links.length === 0) return;
      setErrors([]);
      const result = await linkUnlinkAccounts(links, { language: i18n.resolvedLanguage ?? "de" });
      if (!result.ok) {
        setErrors([bankConnectionErrorText(result.error, t)]);
        return;
      }
      // The form is clean at once; the answer of the reload confirms the links.
      reset(submitted);
      notifications.show({ color: "teal", message: t("bankConnections.accounts.saved", { count: links.length }) });
      await props.onSaved();
    },
    (invalid) =>
      setErrors([
        t(`bankConnections.accounts.errors.${invalid.accounts?.message ?? "INVALID"}`, {
          defaultValue: t("bankConnections.accounts.errors.INVALID"),
        }),
      ]),
  );

  if (accounts.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("bankConnections.accounts.none")}
      </Text>
    );
  }

  const indexed = accounts.map((account, index) => ({ account, index }));
  const active = indexed.filter(({ account }) => account.moneyAccount?.clientCompany);
  const inactive = indexed.filter(({ account }) => !account.moneyAccount?.clientCompany);
  const isSaving = formState.isSubmitting;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AccountGroup title={t("bankConnections.accounts.active")} count={active.length}>
          {active.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("bankConnections.accounts.noActive")}
            </Text>
          ) : (
            active.map(({ account, index }) => {
              const company = account.moneyAccount!.clientCompany!;
              const isUnlinking = values[index]?.clientCompanyId === null;
              return (
                <Group
                  key={account.rowId}
                  justify="space-between"
                  align="center"
                  gap="sm"
                  wrap="wrap"
                  py={6}
                  opacity={isUnlinking ? 0.65 : 1}
                >
                  <BankAccountSummary account={account} />
                  <Group gap="md" wrap="wrap" justify="flex-end">
                    {isUnlinking ? (
                      <Text fz="sm" c="orange.8">
                        {t("bankConnections.accounts.unlinkPending", { company: company.brandNameOrName })}
                      </Text>
                    ) : (
                      <Stack gap={0} align="flex-end">
                        <Text fz="sm" fw={500}>
                          {company.brandNameOrName}
                        </Text>
                        <BankingLink
                          clientCompanyRowId={company.rowId}
                          moneyAccountRowId={account.moneyAccount!.rowId}
                          label={t("bankConnections.accounts.showTransactions")}
                        />
                      </Stack>
                    )}
                    <Button
                      variant="subtle"
                      color={isUnlinking ? "gray" : "red"}
                      size="compact-sm"
                      disabled={isSaving}
                      leftSection={isUnlinking ? <IconArrowBackUp size={16} /> : <IconLinkOff size={16} />}
                      aria-label={
                        isUnlinking
                          ? t("bankConnections.accounts.undoUnlinkFor", { account: account.derivedName })
                          : t("bankConnections.accounts.unlinkFor", { account: account.derivedName })
                      }
                      onClick={() =>
                        setValue(`accounts.${index}.clientCompanyId`, isUnlinking ? company.rowId : null, {
                          shouldDirty: true,
                        })
                      }
                    >
                      {isUnlinking ? t("bankConnections.accounts.undoUnlink") : t("bankConnections.accounts.unlink")}
                    </Button>
                  </Group>
                </Group>
              );
            })
          )}
        </AccountGroup>
        <AccountGroup title={t("bankConnections.accounts.inactive")} count={inactive.length}>
          {inactive.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("bankConnections.accounts.noInactive")}
            </Text>
          ) : (
            inactive.map(({ account, index }) => (
              <Group key={account.rowId} justify="space-between" align="center" gap="sm" wrap="wrap" py={6}>
                <BankAccountSummary account={account} />
                <Controller
                  control={control}
                  name={`accounts.${index}.clientCompanyId`}
                  render={({ field }) => (
                    <div style={{ width: 280, maxWidth: "100%" }}>
                      <LinkCompanySelect
                        label={t("bankConnections.accounts.companyFor", { account: account.derivedName })}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        disabled={isSaving}
                      />
                    </div>
                  )}
                />
              </Group>
            ))
          )}
        </AccountGroup>
        <ErrorBox messages={errors} labels={errorBoxLabels} onDismiss={() => setErrors([])} />
        <Group justify="flex-end" gap="sm">
          {changes.length > 0 && !isSaving ? (
            <Text fz="sm" c="dimmed">
              {t("bankConnections.accounts.unsaved", { count: changes.length })}
            </Text>
          ) : null}
          <Button variant="default" disabled={changes.length === 0 || isSaving} onClick={() => reset(saved)}>
            {t("bankConnections.accounts.discard")}
          </Button>
          <Button type="submit" disabled={changes.length === 0} loading={isSaving}>
            {t("bankConnections.accounts.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AccountGroup({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={4} size="h6" tt="uppercase" c="dimmed" lts={0.4}>
          {title}
        </Title>
        <Badge size="sm" variant="light" color="gray" circle>
          {count}
        </Badge>
      </Group>
      <Stack gap={0} style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** The banking page filtered to one account (spec §2.8), as a real link; a plain click stays
 * in the app. */
function BankingLink(props: { clientCompanyRowId: string; moneyAccountRowId: string; label: string }) {
  const navigate = useNavigate();
  const href = `/banking?clientCompanyRowId=${encodeURIComponent(props.clientCompanyRowId)}&moneyAccountRowIds=${encodeURIComponent(props.moneyAccountRowId)}`;
  return (
    <Anchor
      href={href}
      fz="sm"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {props.label}
    </Anchor>
  );
}
