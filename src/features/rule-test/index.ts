// The public surface of the rule-test feature ("test this rule"): other features import only from here.
export { RuleTestPanel, type RuleTestPanelProps } from "./components/RuleTestPanel.tsx";
