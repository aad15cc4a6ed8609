import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRule, type RuleRow } from '../../lib/link-form.ts';
import {
  type ConditionsForm,
  type ConditionType,
  conditionTypes,
  emptyCondition,
} from '../../lib/rule-conditions-form.ts';
import type { SectionProps } from '../editor-types.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { RowsFooter } from './rows-footer.tsx';
import { UrlField } from './url-field.tsx';

const present = (c: ConditionsForm) => conditionTypes.filter((type) => c[type] !== undefined);

const without = (c: ConditionsForm, type: ConditionType): ConditionsForm => {
  const next = { ...c };
  delete next[type];
  return next;
};

function AddCondition({ conditions, onAdd }: { conditions: ConditionsForm; onAdd: (type: ConditionType) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const missing = conditionTypes.filter((type) => conditions[type] === undefined);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={missing.length === 0}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {t('links.conditions.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {missing.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {t(`links.conditions.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** rule_based: ordered rules (all conditions must hold, first match wins), reorderable, and a default. */
export function RuleBasedRules({ values, errors, setRules }: SectionProps) {
  const { t } = useTranslation();
  const rows = values.rules.rules;
  const setRow = (index: number, row: RuleRow) => setRules({ rules: rows.map((r, i) => (i === index ? row : r)) });
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setRules({ rules: next });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('links.editor.rulesHelp')}
      </Typography>
      {errors['rules.rules'] && <Alert severity="error">{t(errors['rules.rules'] ?? '')}</Alert>}
      {rows.map((row, index) => {
        const at = `rules.rules.${index}`;
        const types = present(row.conditions);
        return (
          <Paper
            key={row.key}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={t('links.editor.ruleN', { n: index + 1 })}
          >
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h3">
                  {t('links.editor.ruleN', { n: index + 1 })}
                </Typography>
                <Stack direction="row">
                  <IconButton
                    aria-label={t('links.editor.moveUp', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('links.editor.moveDown', { n: index + 1 })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('links.editor.removeRule', { n: index + 1 })}
                    onClick={() => setRules({ rules: rows.filter((_, i) => i !== index) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </Stack>
              {errors[`${at}.conditions`] && <Alert severity="error">{t(errors[`${at}.conditions`] ?? '')}</Alert>}
              {types.map((type) => (
                <ConditionEditor
                  key={type}
                  type={type}
                  conditions={row.conditions}
                  onChange={(conditions) => setRow(index, { ...row, conditions })}
                  onRemove={() => setRow(index, { ...row, conditions: without(row.conditions, type) })}
                  errors={errors}
                  path={`${at}.conditions`}
                />
              ))}
              <div>
                <AddCondition
                  conditions={row.conditions}
                  onAdd={(type) =>
                    setRow(index, { ...row, conditions: { ...row.conditions, ...emptyCondition(type) } })
                  }
                />
              </div>
              <UrlField
                label={t('links.editor.thenGoTo')}
                value={row.url}
                onChange={(url) => setRow(index, { ...row, url })}
                errors={errors}
                path={`${at}.url`}
                required
              />
            </Stack>
          </Paper>
        );
      })}
      <RowsFooter
        addLabel={t('links.editor.addRule')}
        onAdd={() => setRules({ rules: [...rows, newRule()] })}
        defaultUrl={values.rules.defaultUrl}
        onDefaultUrl={(defaultUrl) => setRules({ defaultUrl })}
        errors={errors}
      />
    </Stack>
  );
}
