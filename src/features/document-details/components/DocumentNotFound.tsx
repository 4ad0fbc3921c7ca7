import { Button } from "@mantine/core";
import { IconArrowLeft, IconFileUnknown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { isPlainLeftClick } from "../lib/documentLinks.ts";

export interface DocumentNotFoundProps {
  listHref: string;
  onOpenList: () => void;
}

/** The document does not exist, or the database does not show it to this person (the two are
 * not told apart, so nothing leaks about other companies' documents). */
export function DocumentNotFound({ listHref, onOpenList }: DocumentNotFoundProps) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      color="gray"
      icon={<IconFileUnknown size={36} stroke={1.6} />}
      title={t("documentDetails.notFound.title")}
      description={t("documentDetails.notFound.description")}
      actions={
        <Button
          component="a"
          href={listHref}
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onOpenList();
          }}
          leftSection={<IconArrowLeft size={18} />}
        >
          {t("documentDetails.notFound.backToList")}
        </Button>
      }
    />
  );
}
