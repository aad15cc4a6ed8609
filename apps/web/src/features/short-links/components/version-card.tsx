import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkVersion } from '../api/list-link-versions.ts';
import { diffVersions, sortFields } from '../lib/version-diff.ts';

/** A field path as a reader says it: the field's name, then the rest of the path. */
function FieldName({ path }: { path: string }) {
  const { t } = useTranslation();
  const [field = '', ...rest] = path.split('.');
  return (
    <>
      {t(`links.fields.${field}`, { defaultValue: field })}
      {rest.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary" dir="ltr" sx={{ marginInlineStart: 0.5 }}>
          › {rest.join(' › ')}
        </Typography>
      )}
    </>
  );
}

/** One version: who saved it, when, which fields changed and how. */
export function VersionCard({ version, previous }: { version: LinkVersion; previous?: LinkVersion }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(version.changedAt),
  );
  // the first version lists no changed fields: show everything it was created with
  const fields = sortFields(version.version === 1 && !previous ? Object.keys(version.snapshot) : version.changedFields);
  const changes = diffVersions(previous?.snapshot, version.snapshot, fields);
  const empty = (
    <Typography component="span" color="text.disabled">
      —
    </Typography>
  );
  /** A value as the interface words it: a kind or status by name, yes/no for a flag. */
  const shown = (path: string, value: string | undefined) => {
    if (value === undefined) return empty;
    if (path === 'kind') return t(`links.kinds.${value}.name`, { defaultValue: value });
    if (path === 'status') return t(`links.status.${value}`, { defaultValue: value });
    if (value === 'true' || value === 'false') return t(`links.history.${value === 'true' ? 'yes' : 'no'}`);
    return value;
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="article"
      aria-label={t('links.history.version', { n: version.version })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3">
          {t('links.history.version', { n: version.version })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('links.history.by', { name: version.changedBy?.name ?? t('links.history.someone'), date: when })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        {version.version === 1 && <Chip size="small" color="primary" label={t('links.history.created')} />}
        {version.changedFields.map((f) => (
          <Chip key={f} size="small" variant="outlined" label={t(`links.fields.${f}`, { defaultValue: f })} />
        ))}
      </Stack>
      {changes.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('links.history.changes', { n: version.version })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('links.history.field')}</TableCell>
                <TableCell>{t('links.history.before')}</TableCell>
                <TableCell>{t('links.history.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((c) => (
                <TableRow key={c.path}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <FieldName path={c.path} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', color: 'error.main' }}>
                    {c.before === undefined && c.after === undefined
                      ? t('links.history.secret')
                      : shown(c.path, c.before)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', color: 'success.main' }}>
                    {c.before === undefined && c.after === undefined
                      ? t('links.history.changed')
                      : shown(c.path, c.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
