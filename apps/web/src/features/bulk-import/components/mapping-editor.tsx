import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  defaultMapping,
  type ImportField,
  type ImportFormat,
  type ImportMapping,
  importFields,
  importFormats,
} from '@osm5/shared/links/import-formats';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface MappingEditorProps {
  headers: string[];
  format: ImportFormat;
  mapping: ImportMapping;
  onChange: (format: ImportFormat, mapping: ImportMapping) => void;
  disabled?: boolean;
}

const NONE = -1;

/** The file's format (choosing one applies its column mapping) and, per link field, the column that fills it. */
export function MappingEditor({ headers, format, mapping, onChange, disabled }: MappingEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const setField = (field: ImportField, index: number) => {
    const next = { ...mapping };
    if (index === NONE) delete next[field];
    else next[field] = index;
    onChange(format, next);
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormControl fullWidth size="small" disabled={disabled}>
          <InputLabel id={`${baseId}-format`}>{t('bulkImport.mapping.format')}</InputLabel>
          <Select
            labelId={`${baseId}-format`}
            label={t('bulkImport.mapping.format')}
            value={format}
            onChange={(e) => {
              const next = e.target.value as ImportFormat;
              onChange(next, defaultMapping(next, headers));
            }}
          >
            {importFormats.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`bulkImport.formats.${f}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Grid>
      <Grid size={12} />
      {importFields.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
          <FormControl fullWidth size="small" disabled={disabled} required={field === 'destination'}>
            <InputLabel id={`${baseId}-${field}`}>{t(`bulkImport.fields.${field}`)}</InputLabel>
            <Select
              labelId={`${baseId}-${field}`}
              label={t(`bulkImport.fields.${field}`)}
              value={mapping[field] ?? NONE}
              onChange={(e) => setField(field, Number(e.target.value))}
            >
              <MenuItem value={NONE}>
                <em>{t('bulkImport.mapping.none')}</em>
              </MenuItem>
              {headers.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by position (names may repeat)
                <MenuItem key={index} value={index}>
                  {header || t('bulkImport.mapping.column', { n: index + 1 })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
