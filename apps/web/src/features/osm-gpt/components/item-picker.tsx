import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { AiApp } from '@osm5/shared/ai/plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import type { WorkspaceArgs } from '../api/ai-api.ts';
import { type AiItem, ITEMS_PAGE_SIZE, useListAiItemsQuery } from '../api/list-items.ts';

interface ItemPickerProps {
  ws: WorkspaceArgs;
  app: AiApp;
  selected: string | undefined;
  onSelect: (item: AiItem) => void;
}

/** The links or sites of the workspace, searched and a page at a time; one is chosen for the conversation. */
export function ItemPicker({ ws, app, selected, onSelect }: ItemPickerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useListAiItemsQuery({ ...ws, app, page, search });
  return (
    <>
      <SearchField
        value={search}
        onChange={setSearch}
        setPage={setPage}
        label={t(`ai.new.search.${app}`)}
        sx={{ mb: 2 }}
      />
      <DataState
        isLoading={list.isLoading}
        isError={list.isError}
        errorKey={errorKey(list.error)}
        onRetry={list.refetch}
        isEmpty={list.data?.total === 0}
        emptyTitle={search.trim() ? t('ai.new.noMatch') : t(`ai.new.noItems.${app}`)}
      >
        <List aria-label={t(`ai.new.items.${app}`)} data-testid="ai-item-picker">
          {list.data?.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                selected={item.id === selected}
                aria-pressed={item.id === selected}
                onClick={() => onSelect(item)}
              >
                <ListItemIcon>{app === 'surl' ? <LinkIcon /> : <InsightsIcon />}</ListItemIcon>
                <ListItemText
                  primary={item.name}
                  secondary={item.detail ? <bdi dir="ltr">{item.detail}</bdi> : undefined}
                  // on the selected row's coloured background the detail takes the row's own text colour
                  slotProps={{
                    secondary: { sx: item.id === selected ? { color: 'inherit' } : undefined },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <PaginationBar page={page} pageSize={ITEMS_PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} />
      </DataState>
    </>
  );
}
