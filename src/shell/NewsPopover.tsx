import { ActionIcon, Anchor, Divider, Indicator, Loader, Popover, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { NewsFeedError } from "../lib/newsFeed.ts";
import { ErrorBox } from "../ui/ErrorBox.tsx";
import { useErrorBoxLabels } from "./useErrorBoxLabels.ts";
import { useNewsFeed } from "./useNewsFeed.ts";
import { formatDateLong } from "../lib/calendarDate.ts";

/** Spec §9: the news pop-up is 512 px wide. */
export const NEWS_POPOVER_WIDTH = 512;

/** Product news with an unread dot (spec §2.13, §4). */
export function NewsPopover() {
  const { t, i18n } = useTranslation();
  const { state, hasUnread, markSeen } = useNewsFeed(i18n.language);
  const errorBoxLabels = useErrorBoxLabels();
  const label = hasUnread ? t("shell.news.labelUnread") : t("shell.news.label");

  return (
    // The dot wraps the pop-up, not its target: the target (the button) carries the pop-up's
    // aria-haspopup/aria-expanded, which a plain div may not have.
    <Indicator color="red" size={9} offset={7} disabled={!hasUnread} processing={false}>
      <Popover width={NEWS_POPOVER_WIDTH} position="bottom-end" shadow="md" onOpen={markSeen} withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size={36} aria-label={label}>
            <IconSpeakerphone size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Title order={2} fz="md" px="md" pt="md" pb="xs">
            {t("shell.news.title")}
          </Title>
          <Divider />
          <ScrollArea.Autosize mah={440} type="auto">
            <Stack gap="md" p="md">
              {state.status === "loading" ? <Loader size="sm" mx="auto" aria-label={t("pending.loading")} /> : null}
              {state.status === "failed" ? (
                <ErrorBox
                  labels={errorBoxLabels}
                  messages={[
                    state.error instanceof NewsFeedError && state.error.missingTag
                      ? t("shell.news.malformedItem", { tag: state.error.missingTag })
                      : t("shell.news.unavailable"),
                  ]}
                />
              ) : null}
              {state.status === "loaded" && state.items.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t("shell.news.empty")}
                </Text>
              ) : null}
              {state.status === "loaded"
                ? state.items.map((item, index) => (
                    <Fragment key={item.guid}>
                      {index > 0 ? <Divider /> : null}
                      <article>
                        <Text fz="xs" c="dimmed">
                          {formatDateLong(item.pubDate, i18n.language)}
                        </Text>
                        <Anchor href={item.link} target="_blank" rel="noopener noreferrer" fw={600} fz="sm">
                          {item.title}
                        </Anchor>
                        {item.paragraphs.map((paragraph, i) => (
                          <Text key={i} fz="sm" mt={4} c="dark.6">
                            {paragraph}
                          </Text>
                        ))}
                      </article>
                    </Fragment>
                  ))
                : null}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
