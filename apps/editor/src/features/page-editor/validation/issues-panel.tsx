import { Alert, Button, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatPageIssues } from '@lumo/block-schema';
import { useAllIssues } from '../state/issues-store';
import { usePageEditorContext } from '../state/editor-context';
import classes from './issues-panel.module.css';

/**
 * "Fix before publishing": one line per issue (formatPageIssues text); a click selects the block
 * and scrolls the canvas to it.
 */
export function IssuesPanel({ highlighted }: { highlighted: boolean }) {
  const { issues: store, revealBlock } = usePageEditorContext();
  const issues = useAllIssues(store);
  if (issues.length === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid="editor:issues"
      className={highlighted ? classes.highlighted : undefined}
      aria-labelledby="issues-heading"
      role="region"
    >
      <Stack gap={6}>
        <Text id="issues-heading" size="sm" fw={700} c="red.8">
          <IconAlertTriangle size={14} style={{ verticalAlign: -2 }} /> Fix before publishing (
          {issues.length})
        </Text>
        <ScrollArea.Autosize mah={180} type="auto">
          <Stack gap={2} component="ul" className={classes.list}>
            {issues.map((issue, index) => {
              const text = formatPageIssues([issue]);
              return (
                <li key={`${issue.blockId ?? 'page'}-${issue.path.join('.')}-${index}`}>
                  {issue.blockId ? (
                    <UnstyledButton
                      className={classes.issue}
                      onClick={() => revealBlock(issue.blockId!)}
                      data-testid={`issue:${issue.blockId}`}
                    >
                      {text}
                    </UnstyledButton>
                  ) : (
                    <Text size="xs" className={classes.issue}>
                      {text}
                    </Text>
                  )}
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}

export function ConflictAlert({ message, onReload }: { message: string; onReload(): void }) {
  return (
    <Alert color="red" title="Someone else saved this page" data-testid="editor:conflict">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {message} Autosave is paused so their changes are not overwritten. Reload to get the
          newest draft (copy anything you need first: Ctrl+C copies the selected block).
        </Text>
        <Button size="xs" color="red" onClick={onReload} data-testid="editor:reload">
          Reload
        </Button>
      </Stack>
    </Alert>
  );
}
