import { Button, Menu } from "@mantine/core";
import { IconCheck, IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language, setLanguage, SUPPORTED_LANGUAGES } from "../i18n/i18n.ts";

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";
  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          aria-label={t("shell.language.menuLabel")}
          leftSection={<IconLanguage size={18} stroke={1.7} />}
          rightSection={<IconChevronDown size={14} />}
        >
          {t(`shell.language.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("shell.language.menuLabel")}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            rightSection={language === current ? <IconCheck size={16} /> : null}
            onClick={() => void setLanguage(language)}
          >
            {t(`shell.language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
