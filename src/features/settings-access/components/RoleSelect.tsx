import { Select } from "@mantine/core";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { MEMBER_ROLES, type MemberRole } from "../../../lib/inviteUserSchema.ts";

export interface RoleSelectProps {
  value: MemberRole;
  onChange: (value: MemberRole) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The form's ref, so a refusal at the role focuses it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The roles of a company, each with what it may do. */
export function RoleSelect({ value, onChange, onBlur, error, disabled, inputRef }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      ref={inputRef}
      label={t("settingsAccess.fields.role")}
      description={t(`settingsAccess.roleDescriptions.${value}`)}
      withAsterisk
      allowDeselect={false}
      data={MEMBER_ROLES.map((role) => ({ value: role, label: t(`settingsAccess.roles.${role}`) }))}
      value={value}
      onChange={(next) => {
        if (next) onChange(next as MemberRole);
      }}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
