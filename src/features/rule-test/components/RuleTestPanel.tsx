import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconFlask } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { RuleTestPanelDocumentsQuery } from "../../../__generated__/RuleTestPanelDocumentsQuery.graphql.ts";
import type {
  RuleTestPanelTestQuery,
  RuleTestPanelTestQuery$data,
} from "../../../__generated__/RuleTestPanelTestQuery.graphql.ts";
import { formatDate } from "../../../lib/calendarDate.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";

export interface RuleTestPanelProps {
  clientCompanyRowId: string;
  ruleActionRowId: string;
}

type TestResult = NonNullable<RuleTestPanelTestQuery$data["testRuleAction"]>;
type Part = TestResult["conditions"][number]["parts"][number];

const documentsQuery = graphql`
  query RuleTestPanelDocumentsQuery($clientCompanyRowId: UUID!) {
    clientCompany(rowId: $clientCompanyRowId) {
      documents(first: 200, orderBy: [IMPORT_DATE_DESC]) {
        nodes {
          rowId
          derivedTitle
          importDate
        }
      }
    }
  }
`;

const testQuery = graphql`
  query RuleTestPanelTestQuery($ruleActionRowId: UUID!, $documentRowId: UUID!) {
    testRuleAction(ruleActionRowId: $ruleActionRowId, documentRowId: $documentRowId) {
      matched
      conditions {
        sortIndex
        kind
        matched
        parts {
          code
          operator
          actual
          expected
          matched
        }
      }
    }
  }
`;

const ERRORS = { feature: "ruleTest" } as const;
const PART_CODES = [
  "DOCUMENT_APPROVED",
  "DOCUMENT_PARTNER_CONTROLLER",
  "DOCUMENT_PAYMENT_STATUS",
  "MACRO",
  "CATEGORY_DOCUMENT_TYPE",
  "CATEGORY",
  "TAG",
  "WORKFLOW_STEP",
  "APPROVAL_OPEN",
  "IMPORT_DATE",
  "REAL_ESTATE_OBJECT",
  "INVOICE_COMPLETENESS",
  "INVOICE_TOTAL",
  "INVOICE_DATE",
  "INVOICE_PARTNER",
  "INVOICE_COST_CENTER",
  "INVOICE_COST_UNIT",
  "NOT_AN_INVOICE",
] as const;
type PartCode = (typeof PART_CODES)[number] | "UNKNOWN_CONDITION";
const isPartCode = (code: string): code is (typeof PART_CODES)[number] =>
  (PART_CODES as readonly string[]).includes(code);
/** Values that are references (row ids) are not shown; the check's words say what was compared. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,|$)/i;

function PartLine({ part }: { part: Part }) {
  const { t } = useTranslation();
  const code: PartCode = isPartCode(part.code) ? part.code : "UNKNOWN_CONDITION";
  const value = (v: string | null | undefined) =>
    v == null || v === ""
      ? t("ruleTest.values.none")
      : UUID.test(v)
        ? t("ruleTest.values.reference")
        : v === "true" || v === "false"
          ? t(`ruleTest.values.${v}`)
          : v;
  const operator = part.operator ? t(`ruleTest.operators.${part.operator}`, { defaultValue: part.operator }) : "";
  return (
    <Text size="sm" c={part.matched ? undefined : "red.8"}>
      {t(`ruleTest.parts.${code}`, { actual: value(part.actual), expected: value(part.expected), operator })}
    </Text>
  );
}

function Results({ result }: { result: TestResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="rule-test-results">
      <Alert
        color={result.matched ? "green" : "gray"}
        icon={result.matched ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
        title={result.matched ? t("ruleTest.matched") : t("ruleTest.notMatched")}
      />
      {result.conditions.map((condition) => (
        <Paper key={condition.sortIndex} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {t("ruleTest.conditionTitle", {
                  number: condition.sortIndex + 1,
                  kind: t(`ruleTest.kinds.${condition.kind}`, { defaultValue: condition.kind }),
                })}
              </Text>
              {condition.parts.map((part, i) => (
                <PartLine key={i} part={part} />
              ))}
            </Stack>
            <Badge color={condition.matched ? "green" : "red"} variant="light">
              {condition.matched ? t("ruleTest.conditionMatched") : t("ruleTest.conditionNotMatched")}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Panel({ clientCompanyRowId, ruleActionRowId }: RuleTestPanelProps) {
  const { t, i18n } = useTranslation();
  const environment = useRelayEnvironment();
  const errorText = useErrorText(ERRORS);
  const data = useLazyLoadQuery<RuleTestPanelDocumentsQuery>(documentsQuery, { clientCompanyRowId });
  const [documentRowId, setDocumentRowId] = useState<string | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const options = (data.clientCompany?.documents.nodes ?? []).map((d) => ({
    value: d.rowId,
    label: `${d.derivedTitle ?? t("ruleTest.untitled")} · ${formatDate(String(d.importDate).slice(0, 10), i18n.language)}`,
  }));

  const run = async () => {
    if (!documentRowId) return;
    setRunning(true);
    setError(null);
    setResult(null);
    try {
      const answer = await fetchQuery<RuleTestPanelTestQuery>(
        environment,
        testQuery,
        { ruleActionRowId, documentRowId },
        { fetchPolicy: "network-only" },
      ).toPromise();
      if (answer?.testRuleAction) setResult(answer.testRuleAction);
      else setError(t("ruleTest.errors.fallback"));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("ruleTest.intro")}
      </Text>
      <Group align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t("ruleTest.document")}
          placeholder={t("ruleTest.documentPlaceholder")}
          nothingFoundMessage={t("ruleTest.noDocuments")}
          data={options}
          value={documentRowId}
          onChange={(value) => {
            setDocumentRowId(value);
            setResult(null);
            setError(null);
          }}
          searchable
        />
        <Button
          leftSection={<IconFlask size={16} />}
          onClick={() => void run()}
          disabled={!documentRowId}
          loading={running}
        >
          {t("ruleTest.run")}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {result && <Results result={result} />}
    </Stack>
  );
}

/**
 * "Test this rule": picks one of the company's documents and shows, condition by condition,
 * whether the rule action would match it and why. Changes nothing (the testRuleAction query).
 */
export function RuleTestPanel(props: RuleTestPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t("ruleTest.title")}</Title>
        <Suspense fallback={<Text size="sm">{t("ruleTest.loading")}</Text>}>
          <Panel {...props} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
