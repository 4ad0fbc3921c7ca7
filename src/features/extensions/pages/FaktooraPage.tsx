import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconLock, IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { FaktooraPageQuery } from "../../../__generated__/FaktooraPageQuery.graphql.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { faktooraFrameSandbox, faktooraFrameUrl } from "../lib/faktooraFrame.ts";

export const faktooraPageQuery = graphql`
  query FaktooraPageQuery($clientCompanyRowId: UUID!) @preloadable {
    currentUser {
      rowId
      isExternal
    }
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      featureFlags {
        faktooraIframe
      }
      currentUserFaktooraConfig {
        token
      }
    }
  }
`;

export interface FaktooraPageProps {
  queryRef: PreloadedQuery<FaktooraPageQuery>;
  /** Where the tool lives (GET /api/faktoora/config): FAKTOORA_URL or our sandbox page; null
   * when that could not be asked. */
  toolUrl: string | null;
  /** Loads the route again (the address lookup failed). */
  onRetry?: () => void;
  /** The app's origin; the tests give their own. */
  pageOrigin?: string;
}

/** The invoice-financing tool in a frame (spec part 1 §2.1 /faktoora): for users whose company
 * has the iframe feature or who have a token of their own; everyone else is refused here, at the
 * route, whatever link led them. The token is passed in the frame's fragment and shown nowhere. */
export function FaktooraPage({ queryRef, toolUrl, onRetry, pageOrigin = window.location.origin }: FaktooraPageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t("faktoora.pageTitle"));
  const { currentUser, clientCompany: company } = usePreloadedQuery<FaktooraPageQuery>(faktooraPageQuery, queryRef);
  const token = company?.currentUserFaktooraConfig?.token ?? null;
  const isAllowed =
    currentUser !== null &&
    currentUser !== undefined &&
    currentUser.isExternal !== true &&
    company !== null &&
    company !== undefined &&
    (company.featureFlags?.faktooraIframe === true || Boolean(token));
  if (isAllowed && toolUrl === null) {
    return (
      <CenteredMessage
        color="red"
        icon={<IconPlugConnectedX size={36} stroke={1.6} />}
        title={t("faktoora.unavailable.title")}
        description={t("faktoora.unavailable.description")}
        actions={
          onRetry ? (
            <Button onClick={onRetry} leftSection={<IconRefresh size={18} />}>
              {t("faktoora.unavailable.retry")}
            </Button>
          ) : null
        }
      />
    );
  }
  const frameUrl =
    isAllowed && company && toolUrl !== null
      ? faktooraFrameUrl({
          toolUrl,
          pageOrigin,
          clientCompanyRowId: company.rowId,
          companyName: company.brandNameOrName ?? "",
          language: i18n.language,
          token,
        })
      : null;
  if (!company || !frameUrl) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("faktoora.forbidden.title")}
        description={t("faktoora.forbidden.description")}
        actions={
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
            {t("faktoora.backHome")}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={0} h="calc(100dvh - var(--app-shell-header-offset, 0px))">
      <Group
        px="md"
        py="xs"
        justify="space-between"
        gap="xs"
        bg="white"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Title order={1} size="h4">
          {t("faktoora.heading", { company: company.brandNameOrName ?? "" })}
        </Title>
        <Text fz="sm" c="dimmed">
          {t("faktoora.hint")}
        </Text>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <iframe
          // A new frame per address: the fragment alone changing would not reload the tool.
          key={frameUrl.href}
          src={frameUrl.href}
          title={t("faktoora.frameTitle")}
          sandbox={faktooraFrameSandbox(frameUrl, pageOrigin)}
          referrerPolicy="no-referrer"
          style={{ border: 0, width: "100%", height: "100%", display: "block" }}
        />
      </Box>
    </Stack>
  );
}
