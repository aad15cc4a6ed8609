import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../components/form/field-errors.ts';
import { UrlField } from './url-field.tsx';

interface RowsFooterProps {
  addLabel: string;
  onAdd: () => void;
  defaultUrl: string;
  onDefaultUrl: (url: string) => void;
  errors: FieldErrors;
}

/** Under a list of targeting rows: the button that adds one, then the URL for every visitor no row matches. */
export function RowsFooter({ addLabel, onAdd, defaultUrl, onDefaultUrl, errors }: RowsFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      <UrlField
        label={t('links.editor.defaultUrl')}
        value={defaultUrl}
        onChange={onDefaultUrl}
        errors={errors}
        path="rules.defaultUrl"
        help={t('links.editor.defaultHelp')}
        required
      />
    </>
  );
}
