import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_CONTEXT_MAX_FACT_LENGTH, AI_CONTEXT_MAX_FACTS } from '@osm5/shared/ai/plan';
import { aiContextFactField } from '@osm5/shared/schemas/ai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import { useSaveAiContextMutation } from '../api/save-context.ts';

interface ContextPanelProps {
  ws: WorkspaceArgs;
  sessionId: string;
  facts: string[];
}

/**
 * The saved context of a Pro conversation: facts the user confirmed ("our
 * launch was on 3 March") that every later question is planned with. Shown,
 * added, edited and removed here, up to the caps the API enforces.
 */
export function ContextPanel({ ws, sessionId, facts }: ContextPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [save, state] = useSaveAiContextMutation();
  const full = facts.length >= AI_CONTEXT_MAX_FACTS && editing === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = aiContextFactField.safeParse(draft);
    if (!parsed.success) return setInvalid(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
    const fact = parsed.data;
    const next = editing === null ? [...facts, fact] : facts.map((f, i) => (i === editing ? fact : f));
    const result = await save({ ...ws, sessionId, facts: next });
    if ('error' in result) return;
    setDraft('');
    setEditing(null);
    setInvalid(null);
  };
  const remove = (index: number) => save({ ...ws, sessionId, facts: facts.filter((_, i) => i !== index) });

  return (
    <Card component="aside" aria-labelledby="ai-context-title" data-testid="ai-context">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="ai-context-title" variant="h6" component="h2">
            {t('ai.context.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ai.context.lead')}
          </Typography>
          {facts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('ai.context.none')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {facts.map((fact, i) => (
                <ListItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fact is its place in the list
                  key={i}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={t('ai.context.edit', { fact })}
                        onClick={() => {
                          setEditing(i);
                          setDraft(fact);
                        }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('ai.context.remove', { fact })}
                        onClick={() => remove(i)}
                        disabled={state.isLoading}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                  sx={{ pe: 9 }}
                >
                  <ListItemText primary={fact} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItem>
              ))}
            </List>
          )}
          {state.isError && <Alert severity="error">{t(errorKey(state.error))}</Alert>}
          {full ? (
            <Alert severity="info">{t('ai.context.full', { max: AI_CONTEXT_MAX_FACTS })}</Alert>
          ) : (
            <Stack component="form" spacing={1} onSubmit={submit}>
              <TextField
                size="small"
                label={editing === null ? t('ai.context.addLabel') : t('ai.context.editLabel')}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setInvalid(null);
                }}
                error={invalid !== null}
                helperText={
                  invalid ??
                  t('ai.context.count', {
                    number: facts.length,
                    max: AI_CONTEXT_MAX_FACTS,
                    length: draft.trim().length,
                    maxLength: AI_CONTEXT_MAX_FACT_LENGTH,
                  })
                }
              />
              <Stack direction="row" spacing={1}>
                <Button
                  type="submit"
                  size="small"
                  variant="outlined"
                  startIcon={<AddIcon />}
                  disabled={state.isLoading}
                >
                  {editing === null ? t('ai.context.add') : t('ai.context.save')}
                </Button>
                {editing !== null && (
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing(null);
                      setDraft('');
                      setInvalid(null);
                    }}
                  >
                    {t('ui.cancel')}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
