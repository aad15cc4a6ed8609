import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type AiApp, aiApps } from '@osm5/shared/ai/plan';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { isHttpError } from '../../../lib/http.ts';
import { useCreateAiSessionMutation } from '../api/create-session.ts';
import { useGetAiItemQuery } from '../api/get-item.ts';
import type { AiItem } from '../api/list-items.ts';
import { ChoiceCard } from '../components/choice-card.tsx';
import { ItemPicker } from '../components/item-picker.tsx';
import { SettingUp } from '../components/setting-up.tsx';
import { homePath, viewPath } from '../lib/ai-paths.ts';
import { createLiteSession } from '../lib/lite-sessions.ts';

const appIcons = { surl: <LinkIcon />, analytics: <InsightsIcon /> };
const isApp = (value: string | null): value is AiApp => (aiApps as readonly string[]).includes(value ?? '');

/**
 * /d/{sBoxID}/app_osm_ai/new: the application, then the link or site, then
 * Pro (saved, with context) or Lite (temporary); the assistant "sets up" the
 * conversation and opens it. Pro refused by the plan (PLAN_LIMIT) is shown
 * disabled with the upgrade prompt, and Lite stays available.
 */
export function NewConversationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { args, ready, routeId } = useRouteWorkspace();
  const initialApp = search.get('app');
  const [app, setApp] = useState<AiApp | undefined>(isApp(initialApp) ? initialApp : undefined);
  const [item, setItem] = useState<AiItem | undefined>();
  const [tier, setTier] = useState<'pro' | 'lite'>('pro');
  // the PLAN_LIMIT field ('ai_pro') when the plan refused Pro
  const [proBlocked, setProBlocked] = useState<string | null>(null);
  const [create, creating] = useCreateAiSessionMutation();
  const wantedItem = search.get('item');
  const preset = useGetAiItemQuery(ready && app && wantedItem ? { ...args, app, itemId: wantedItem } : skipToken);
  useEffect(() => {
    if (preset.data && !item) setItem(preset.data);
  }, [preset.data, item]);

  const step = !app ? 0 : !item ? 1 : 2;

  const start = async () => {
    if (!app || !item) return;
    if (tier === 'lite') {
      const session = createLiteSession(app, item.id, item.name);
      navigate(viewPath(routeId, session.id));
      return;
    }
    const result = await create({ ...args, app, itemId: item.id });
    if ('data' in result && result.data) {
      navigate(viewPath(routeId, result.data.id));
    } else if (isHttpError(result.error) && result.error.code === 'PLAN_LIMIT') {
      setProBlocked(typeof result.error.field === 'string' ? result.error.field : 'ai_pro');
      setTier('lite');
    }
  };

  if (creating.isLoading || creating.isSuccess) {
    return <SettingUp title={t('ai.new.settingUpTitle')} text={t('ai.new.settingUpText')} />;
  }

  return (
    <RequirePrivilege privilege="ai:use" workspaceId={args.workspaceId || undefined}>
      <PageHeader
        title={t('ai.new.title')}
        subtitle={t('ai.new.lead')}
        back={{ href: homePath(routeId), label: t('ai.home.back') }}
      />
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {(['app', 'item', 'tier'] as const).map((s) => (
          <Step key={s}>
            <StepLabel>{t(`ai.new.steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('ai.new.appTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
            {aiApps.map((a) => (
              <ChoiceCard
                key={a}
                icon={appIcons[a]}
                title={t(`ai.apps.${a}`)}
                text={t(`ai.new.appText.${a}`)}
                selected={app === a}
                onSelect={() => {
                  if (app !== a) setItem(undefined);
                  setApp(a);
                }}
              />
            ))}
          </Box>
          {app && ready && (
            <>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t(`ai.new.itemTitle.${app}`)}
              </Typography>
              {item && (
                <Alert severity="success" sx={{ mb: 2 }} data-testid="ai-chosen-item">
                  {t('ai.new.chosen', { name: item.name })}
                </Alert>
              )}
              <ItemPicker ws={args} app={app} selected={item?.id} onSelect={setItem} />
            </>
          )}
          {app && item && (
            <Box sx={{ mt: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('ai.new.tierTitle')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <ChoiceCard
                  icon={<AutoAwesomeIcon />}
                  title={t('ai.tiers.pro.title')}
                  text={t('ai.tiers.pro.text')}
                  selected={tier === 'pro'}
                  disabled={proBlocked !== null}
                  onSelect={() => setTier('pro')}
                >
                  {proBlocked && <UpgradePrompt field={proBlocked} />}
                </ChoiceCard>
                <ChoiceCard
                  icon={<BoltIcon />}
                  title={t('ai.tiers.lite.title')}
                  text={t('ai.tiers.lite.text')}
                  selected={tier === 'lite'}
                  onSelect={() => setTier('lite')}
                />
              </Box>
              {creating.isError && proBlocked === null && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {t(errorKey(creating.error))}
                </Alert>
              )}
              <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
                <Button variant="contained" size="large" onClick={start} startIcon={<AutoAwesomeIcon />}>
                  {t('ai.new.start')}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </RequirePrivilege>
  );
}
