import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { RowsPager } from './rows-pager.tsx';

interface PagedTableCardProps<T> {
  title: string;
  /** a page of the rows, as RTK Query gives it */
  query: {
    data?: Page<T>;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  /** every row as CSV, when there is such an export */
  csvHref?: string;
  emptyTitle?: string;
  emptyText: string;
  /** the pager's "1–10 of 12", for tests */
  shownTestId: string;
  /** the table of the page's rows */
  children: (page: Page<T>) => ReactNode;
}

/**
 * A card of one paged table of a report of its own API (sales by source or by
 * product, a goal by source): its title with its CSV export, the table's four
 * states, and previous / next with which rows are shown.
 */
export function PagedTableCard<T>({
  title,
  query,
  page,
  onPage,
  csvHref,
  emptyTitle,
  emptyText,
  shownTestId,
  children,
}: PagedTableCardProps<T>) {
  const { t } = useTranslation();
  const data = query.data;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {csvHref !== undefined && (
            <CsvExportButton
              href={data && data.total > 0 ? csvHref : undefined}
              // the visible words first (label in name), then what it exports: a page may have several
              label={`${t('reports.layout.exportCsv')} – ${title}`}
            />
          )}
        </Stack>
        <DataState
          isLoading={query.isLoading || query.isFetching}
          isError={query.isError}
          errorKey={errorMessageKey(query.error as HttpError)}
          onRetry={query.refetch}
          isEmpty={data?.total === 0}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
          rows={3}
        >
          {data && (
            <>
              {children(data)}
              <RowsPager
                page={page}
                pageSize={data.pageSize}
                shown={data.items.length}
                total={data.total}
                hasNext={page * data.pageSize < data.total}
                onPage={onPage}
                testId={shownTestId}
              />
            </>
          )}
        </DataState>
      </CardContent>
    </Card>
  );
}
