import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnalyticsFilter, FilterDimension } from '@osm5/shared/analytics/query';
import type { ReportAppType } from '@osm5/shared/analytics/report-catalogue';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLabel } from '../../../components/analytics/value-label.ts';
import { customSegment, presetsFor, segmentChoice, segmentDimensions } from '../lib/report-segments.ts';

interface SegmentControlProps {
  type: ReportAppType;
  segment: AnalyticsFilter[];
  onSegment: (segment: AnalyticsFilter[]) => void;
}

/**
 * Which visits the reports count: all, a ready-made segment (from a phone,
 * from search…), or the user's own (visits that saw a page, came from a
 * country…). A segment keeps whole visits, where a filter keeps single events.
 */
export function SegmentControl({ type, segment, onSegment }: SegmentControlProps) {
  const { t } = useTranslation();
  const current = segmentChoice(segment);
  const [editing, setEditing] = useState(current === 'custom');
  const first = segment[0];
  const dimensions = segmentDimensions(type);
  const [dimension, setDimension] = useState<FilterDimension>(
    current === 'custom' && first ? first.dimension : (dimensions[0] ?? 'country'),
  );
  const [op, setOp] = useState<'eq' | 'contains'>(first?.op === 'contains' ? 'contains' : 'eq');
  const [value, setValue] = useState(current === 'custom' && first && 'value' in first ? first.value : '');
  const choice = editing ? 'custom' : current;

  const pick = (key: string) => {
    if (key === 'custom') return setEditing(true);
    setEditing(false);
    onSegment(key === 'all' ? [] : [...(presetsFor(type).find((p) => p.key === key)?.filters ?? [])]);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onSegment(customSegment(dimension, op, value));
  };

  return (
    <Stack
      component="form"
      onSubmit={apply}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      aria-label={t('reports.segments.label')}
    >
      <TextField
        select
        size="small"
        label={t('reports.segments.label')}
        value={choice}
        onChange={(e) => pick(e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="all">{t('reports.segments.all')}</MenuItem>
        {presetsFor(type).map((p) => (
          <MenuItem key={p.key} value={p.key}>
            {t(`reports.segments.presets.${p.key}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('reports.segments.custom')}</MenuItem>
      </TextField>
      {editing && (
        <>
          <TextField
            select
            size="small"
            label={t('reports.segments.dimension')}
            value={dimension}
            onChange={(e) => setDimension(e.target.value as FilterDimension)}
            sx={{ minWidth: 160 }}
          >
            {dimensions.map((d) => (
              <MenuItem key={d} value={d}>
                {columnLabel(t, d, 'dimension')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('reports.segments.op')}
            value={op}
            onChange={(e) => setOp(e.target.value as 'eq' | 'contains')}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="eq">{t('reports.segments.is')}</MenuItem>
            <MenuItem value="contains">{t('reports.segments.contains')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={t('reports.segments.value')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button type="submit" variant="outlined">
            {t('reports.segments.apply')}
          </Button>
        </>
      )}
    </Stack>
  );
}
