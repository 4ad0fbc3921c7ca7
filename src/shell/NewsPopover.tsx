import { ActionIcon, Indicator } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { createLazyPopup } from "../ui/lazyPopup.tsx";
import { useNewsFeed } from "./useNewsFeed.ts";

/** Spec §9: the news pop-up is 512 px wide. */
export const NEWS_POPOVER_WIDTH = 512;

// The pop-up itself (Mantine's Popover, the news list) loads on first use.
const NewsPopoverPopup = createLazyPopup("dialog", () =>
  import("./NewsPopoverPopup.tsx").then((module) => module.NewsPopoverPopup),
);

/** Product news with an unread dot (spec §2.13, §4). */
export function NewsPopover() {
  const { t, i18n } = useTranslation();
  const { state, hasUnread, markSeen } = useNewsFeed(i18n.language);
  const label = hasUnread ? t("shell.news.labelUnread") : t("shell.news.label");

  return (
    // The dot wraps the pop-up, not its target: the target (the button) carries the pop-up's
    // aria-haspopup/aria-expanded, which a plain div may not have.
    <Indicator color="red" size={9} offset={7} disabled={!hasUnread} processing={false}>
      <NewsPopoverPopup
        state={state}
        markSeen={markSeen}
        trigger={
          <ActionIcon variant="subtle" color="gray" size={36} aria-label={label}>
            <IconSpeakerphone size={20} />
          </ActionIcon>
        }
      />
    </Indicator>
  );
}
