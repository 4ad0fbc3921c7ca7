import { Anchor, Divider, Loader, Popover, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { Fragment, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NewsFeedError } from "../lib/newsFeed.ts";
import { ErrorBox } from "../ui/ErrorBox.tsx";
import { useErrorBoxLabels } from "./useErrorBoxLabels.ts";
import type { LazyPopupProps } from "../ui/lazyPopup.tsx";
import { NEWS_POPOVER_WIDTH } from "./NewsPopover.tsx";
import type { NewsFeedState } from "./useNewsFeed.ts";
import { formatDateLong } from "../lib/calendarDate.ts";

export interface NewsPopoverPopupProps extends LazyPopupProps {
  state: NewsFeedState;
  markSeen: () => void;
}

/** The news pop-up (loaded on first use, see NewsPopover). */
export function NewsPopoverPopup({ state, markSeen, target, defaultOpened }: NewsPopoverPopupProps) {
  const { t, i18n } = useTranslation();
  const errorBoxLabels = useErrorBoxLabels();
  // Opened at once (the first click loaded it): seen now, as later openings mark it.
  useEffect(() => {
    if (defaultOpened) markSeen();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it first appears
  }, []);

  return (
    <Popover
      width={NEWS_POPOVER_WIDTH}
      position="bottom-end"
      shadow="md"
      onOpen={markSeen}
      withArrow
      defaultOpened={defaultOpened}
    >
      <Popover.Target>{target}</Popover.Target>
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
  );
}
