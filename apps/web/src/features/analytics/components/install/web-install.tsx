import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import {
  customEventSnippet,
  optOutSnippet,
  orderSnippet,
  scriptTag,
  stubScript,
  webPlatforms,
  webSnippet,
} from '../../lib/web-snippets.ts';
import { CodeBlock } from './code-block.tsx';
import { InstallSection } from './install-section.tsx';
import { ReferenceTable } from './reference-table.tsx';
import { SnippetTabs } from './snippet-tabs.tsx';

/** The script's attributes (packages/tracker/README.md). */
const attributes = [
  ['site', 'data-site'],
  ['dnt', 'data-dnt="true"'],
  ['hash', 'data-hash="true"'],
  ['api', 'data-api'],
] as const;

interface WebInstallProps {
  site: Site;
  origin: string;
  notify: (text: string, severity?: 'success' | 'error') => void;
}

/** A web site's install steps: the script for each platform, where events are accepted from, events and orders. */
export function WebInstall({ site, origin, notify }: WebInstallProps) {
  const { t } = useTranslation();
  const snippetSite = { id: site.id, respectDnt: site.respectDnt };
  const hosts = [site.domain ?? '', ...site.allowedHosts].filter(Boolean);
  return (
    <Stack spacing={3}>
      <InstallSection
        id="install-script"
        title={t('analytics.install.web.scriptTitle')}
        lead={t('analytics.install.web.scriptLead')}
      >
        <SnippetTabs
          label={t('analytics.install.web.platforms')}
          tabs={webPlatforms.map((platform) => ({
            key: platform,
            label: t(`analytics.install.web.platform.${platform}`),
            content: (
              <Stack spacing={2}>
                <Typography>{t(`analytics.install.web.note.${platform}`)}</Typography>
                <CodeBlock
                  code={webSnippet(platform, origin, snippetSite)}
                  label={t(`analytics.install.web.platform.${platform}`)}
                  notify={notify}
                />
                {platform === 'wordpress' && (
                  <>
                    <Typography>{t('analytics.install.web.note.wordpressPlugin')}</Typography>
                    <CodeBlock
                      code={scriptTag(origin, snippetSite)}
                      label={t('analytics.install.web.headerPlugin')}
                      notify={notify}
                    />
                  </>
                )}
              </Stack>
            ),
          }))}
        />
      </InstallSection>
      <InstallSection
        id="install-hosts"
        title={t('analytics.install.web.hostsTitle')}
        lead={t('analytics.install.web.hostsLead')}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {hosts.map((host) => (
            <Chip key={host} label={<bdi dir="ltr">{host}</bdi>} variant="outlined" />
          ))}
        </Stack>
      </InstallSection>
      <InstallSection
        id="install-events"
        title={t('analytics.install.web.eventsTitle')}
        lead={t('analytics.install.web.eventsLead')}
      >
        <CodeBlock code={customEventSnippet} label={t('analytics.install.web.customEvent')} notify={notify} />
        <Typography>{t('analytics.install.web.ordersLead')}</Typography>
        <CodeBlock code={orderSnippet(site.currency)} label={t('analytics.install.web.order')} notify={notify} />
        <Typography>{t('analytics.install.web.stubLead')}</Typography>
        <CodeBlock code={stubScript} label={t('analytics.install.web.stub')} notify={notify} />
      </InstallSection>
      <InstallSection
        id="install-options"
        title={t('analytics.install.web.optionsTitle')}
        lead={t('analytics.install.web.optionsLead')}
      >
        <ReferenceTable
          label={t('analytics.install.web.optionsTitle')}
          headers={[t('analytics.install.web.attribute'), t('analytics.install.mobile.meaning')]}
          rows={attributes.map(([key, attribute]) => ({
            name: attribute,
            meaning: t(`analytics.install.web.attr.${key}`),
          }))}
        />
        <Typography>{t('analytics.install.web.optOutLead')}</Typography>
        <CodeBlock code={optOutSnippet} label={t('analytics.install.web.optOut')} notify={notify} />
      </InstallSection>
    </Stack>
  );
}
