import { Anchor, type AnchorProps, Button, type ButtonProps, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconLock, IconSearchOff } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shell/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";

// The frame of the accounting settings pages: links by href (real <a> elements that navigate
// inside the app on a plain click), heading with lead and actions, the forbidden view (spec
// part 2 §6: accounting settings need accounting access) and the not-found view.

function useInAppNavigation() {
  const router = useRouter();
  return useCallback(
    (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [router],
  );
}

export function HrefButton({ href, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  const onClick = useInAppNavigation();
  return <Button component="a" href={href} onClick={onClick(href)} {...props} />;
}

export function HrefAnchor({ href, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const onClick = useInAppNavigation();
  return <Anchor href={href} onClick={onClick(href)} {...props} />;
}

export interface LedgerPageFrameProps {
  title: ReactNode;
  description?: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

export function LedgerPageFrame({ title, description, back, actions, children }: LedgerPageFrameProps) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {back ? (
          <HrefAnchor href={back.href} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {back.label}
            </Group>
          </HrefAnchor>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" fz="sm" maw={760}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
      </Stack>
      {children}
    </Stack>
  );
}

/** Without accounting access the accounting settings show this instead of the page. */
export function LedgerSettingsForbidden() {
  const { t } = useTranslation();
  const title = t("settingsAccountingLedger.forbidden.title");
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconLock size={36} stroke={1.6} />}
      title={title}
      description={t("settingsAccountingLedger.forbidden.description")}
    />
  );
}

export function LedgerSettingsNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  const title = t("settingsAccountingLedger.notFound.title");
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconSearchOff size={36} stroke={1.6} />}
      title={title}
      description={t("settingsAccountingLedger.notFound.description")}
      actions={
        <HrefButton href={backHref} leftSection={<IconArrowLeft size={18} />}>
          {backLabel}
        </HrefButton>
      }
    />
  );
}

/** "n of m shown" and "load more" under a paged list. */
export function ListFooter({
  shown,
  totalCount,
  hasNext,
  isLoadingNext,
  onLoadMore,
}: {
  shown: number;
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t("settingsAccountingLedger.list.shown", { shown, count: totalCount })}
      </Text>
      {hasNext ? (
        <Button variant="default" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
          {t("settingsAccountingLedger.list.loadMore")}
        </Button>
      ) : null}
    </Group>
  );
}
