import { RuleInteractionsListPage } from "../features/settings-rules/pages/RuleInteractionsListPage.tsx";
import { RuleInteractionCreatePage } from "../features/settings-rules/pages/RuleInteractionCreatePage.tsx";
import { RuleInteractionDetailPage } from "../features/settings-rules/pages/RuleInteractionDetailPage.tsx";
import { RuleActionsListPage } from "../features/settings-rules/pages/RuleActionsListPage.tsx";
import { RuleActionCreatePage } from "../features/settings-rules/pages/RuleActionCreatePage.tsx";
import { RuleActionDetailPage } from "../features/settings-rules/pages/RuleActionDetailPage.tsx";
import { RuleReactionsListPage } from "../features/settings-rules/pages/RuleReactionsListPage.tsx";
import { RuleReactionCreatePage } from "../features/settings-rules/pages/RuleReactionCreatePage.tsx";
import { RuleReactionDetailPage } from "../features/settings-rules/pages/RuleReactionDetailPage.tsx";
import {
  settingsRuleInteractionsListRoute,
  settingsRuleInteractionsCreateRoute,
  settingsRuleInteractionsDetailRoute,
  settingsRuleActionsListRoute,
  settingsRuleActionsCreateRoute,
  settingsRuleActionsDetailRoute,
  settingsRuleReactionsListRoute,
  settingsRuleReactionsCreateRoute,
  settingsRuleReactionsDetailRoute,
} from "./settingsRulesRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The rules pages, loaded with their routes (settingsRulesRoutes.tsx).

export function RuleInteractionsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsRuleInteractionsListRoute);
  return (
    <RuleInteractionsListPage
      queryRef={settingsRuleInteractionsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function RuleInteractionCreateRoute() {
  return <RuleInteractionCreatePage queryRef={settingsRuleInteractionsCreateRoute.useLoaderData()} />;
}

export function RuleInteractionDetailRoute() {
  return <RuleInteractionDetailPage queryRef={settingsRuleInteractionsDetailRoute.useLoaderData()} />;
}

export function RuleActionsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsRuleActionsListRoute);
  return (
    <RuleActionsListPage
      queryRef={settingsRuleActionsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function RuleActionCreateRoute() {
  return <RuleActionCreatePage queryRef={settingsRuleActionsCreateRoute.useLoaderData()} />;
}

export function RuleActionDetailRoute() {
  return <RuleActionDetailPage queryRef={settingsRuleActionsDetailRoute.useLoaderData()} />;
}

export function RuleReactionsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsRuleReactionsListRoute);
  return (
    <RuleReactionsListPage
      queryRef={settingsRuleReactionsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function RuleReactionCreateRoute() {
  return <RuleReactionCreatePage queryRef={settingsRuleReactionsCreateRoute.useLoaderData()} />;
}

export function RuleReactionDetailRoute() {
  return <RuleReactionDetailPage queryRef={settingsRuleReactionsDetailRoute.useLoaderData()} />;
}
