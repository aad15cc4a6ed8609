import type { FieldErrors } from '../../../components/form/field-errors.ts';
import type { LinkFormValues, RulesForm } from '../lib/link-form.ts';

/** What every section of the link editor receives. */
export interface SectionProps {
  values: LinkFormValues;
  errors: FieldErrors;
  set: (patch: Partial<LinkFormValues>) => void;
  setRules: (patch: Partial<RulesForm>) => void;
}
