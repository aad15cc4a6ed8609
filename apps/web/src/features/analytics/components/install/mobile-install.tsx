import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_BATCH_EVENTS, MAX_PROPS } from '@osm5/shared/analytics/tracking-payload';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { batchEndpoint, batchExample, MAX_EVENT_AGE_DAYS, mobileSnippet, sdksFor } from '../../lib/mobile-snippets.ts';
import { CodeBlock } from './code-block.tsx';
import { InstallSection } from './install-section.tsx';
import { ReferenceTable } from './reference-table.tsx';
import { SnippetTabs } from './snippet-tabs.tsx';

interface MobileInstallProps {
  site: Site;
  origin: string;
  notify: (text: string, severity?: 'success' | 'error') => void;
}

/** The batch's fields, in the order the contract lists them. */
const batchFields = [
  'site',
  'installId',
  'appVersion',
  'device',
  'events.type',
  'events.screen',
  'events.name',
  'events.props',
  'events.order',
  'events.time',
  'events.id',
] as const;

/** A mobile app's install steps: code for each SDK, then the batch contract they all follow. */
export function MobileInstall({ site, origin, notify }: MobileInstallProps) {
  const { t } = useTranslation();
  const example = useMemo(
    () => JSON.stringify(batchExample(site.id, site.currency), null, 2),
    [site.id, site.currency],
  );
  return (
    <Stack spacing={3}>
      <InstallSection
        id="install-sdk"
        title={t('analytics.install.mobile.sdkTitle')}
        lead={t('analytics.install.mobile.sdkLead')}
      >
        <SnippetTabs
          label={t('analytics.install.mobile.sdks')}
          tabs={sdksFor(site.platform).map((sdk) => ({
            key: sdk,
            label: t(`analytics.install.mobile.sdk.${sdk}`),
            content: (
              <Stack spacing={2}>
                <Typography>{t(`analytics.install.mobile.note.${sdk}`)}</Typography>
                <CodeBlock
                  code={mobileSnippet(sdk, origin, site.id)}
                  label={t(`analytics.install.mobile.sdk.${sdk}`)}
                  notify={notify}
                />
              </Stack>
            ),
          }))}
        />
      </InstallSection>
      <InstallSection
        id="install-contract"
        title={t('analytics.install.mobile.contractTitle')}
        lead={t('analytics.install.mobile.contractLead')}
      >
        <CodeBlock
          code={`POST ${batchEndpoint(origin)}\nContent-Type: application/json`}
          label={t('analytics.install.mobile.endpoint')}
          notify={notify}
        />
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
          <li>{t('analytics.install.mobile.limitEvents', { n: MAX_BATCH_EVENTS })}</li>
          <li>{t('analytics.install.mobile.limitTime', { days: MAX_EVENT_AGE_DAYS })}</li>
          <li>{t('analytics.install.mobile.limitProps', { n: MAX_PROPS })}</li>
          <li>{t('analytics.install.mobile.limitId')}</li>
        </Box>
        <ReferenceTable
          label={t('analytics.install.mobile.fields')}
          headers={[t('analytics.install.mobile.field'), t('analytics.install.mobile.meaning')]}
          rows={batchFields.map((field) => ({
            name: field,
            meaning: t(`analytics.install.mobile.fieldText.${field.replace('.', '_')}`),
          }))}
        />
        <CodeBlock code={example} label={t('analytics.install.mobile.example')} notify={notify} />
      </InstallSection>
    </Stack>
  );
}
