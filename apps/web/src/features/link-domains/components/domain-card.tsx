import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PendingIcon from '@mui/icons-material/PendingOutlined';
import StarIcon from '@mui/icons-material/StarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DomainVerification, LinkDomainView } from '@osm5/shared/schemas/link-domains';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteDomainMutation, useMakeDefaultDomainMutation, useVerifyDomainMutation } from '../api/domains-api.ts';
import { serverMessage } from '../api/server-message.ts';
import { VerificationSteps } from './verification-steps.tsx';

interface DomainCardProps {
  orgId: string;
  workspaceId: string;
  domain: LinkDomainView;
  canManage: boolean;
  notify: (text: string, severity?: 'success' | 'error' | 'info') => void;
}

/** One domain: its state, the way to verify it, and what its manager may do with it. */
export function DomainCard({ orgId, workspaceId, domain, canManage, notify }: DomainCardProps) {
  const { t, i18n } = useTranslation();
  const stepsId = useId();
  const [open, setOpen] = useState(!domain.verified);
  const [result, setResult] = useState<DomainVerification | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [verify, verifying] = useVerifyDomainMutation();
  const [makeDefault, defaulting] = useMakeDefaultDomainMutation();
  const [remove, removing] = useDeleteDomainMutation();
  const ids = { orgId, workspaceId, domainId: domain.id };

  const onVerify = async () => {
    try {
      const outcome = await verify(ids).unwrap();
      setResult(outcome);
      setOpen(!outcome.verified);
      // a failed check is told inline, next to each method's result
      if (outcome.verified) notify(t('domains.verify.success', { hostname: domain.hostname }));
    } catch (failure) {
      notify(serverMessage(t, failure), 'error');
    }
  };

  const onDefault = async () => {
    try {
      await makeDefault(ids).unwrap();
      notify(t('domains.default.success', { hostname: domain.hostname }));
    } catch (failure) {
      notify(serverMessage(t, failure), 'error');
    }
  };

  const onDelete = async () => {
    try {
      await remove(ids).unwrap();
      setConfirming(false);
      notify(t('domains.delete.success', { hostname: domain.hostname }));
    } catch (failure) {
      setConfirming(false);
      const inUse = (failure as { code?: string }).code === 'CONFLICT';
      notify(inUse ? t('domains.errors.in_use', { count: domain.linkCount }) : serverMessage(t, failure), 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" dir="ltr" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {domain.hostname}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            {domain.verified ? (
              <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('domains.status.verified')} />
            ) : (
              <Chip size="small" variant="outlined" icon={<PendingIcon />} label={t('domains.status.pending')} />
            )}
            {domain.isDefault && (
              <Chip size="small" color="primary" icon={<StarIcon />} label={t('domains.status.default')} />
            )}
            <Chip
              size="small"
              variant="outlined"
              label={t('domains.linkCount', {
                count: domain.linkCount,
                formatted: new Intl.NumberFormat(i18n.language).format(domain.linkCount),
              })}
            />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={stepsId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {t('domains.actions.instructions')}
          </Button>
          {canManage && (
            <Button size="small" variant="outlined" onClick={onVerify} disabled={verifying.isLoading}>
              {verifying.isLoading ? t('domains.actions.verifying') : t('domains.actions.verify')}
            </Button>
          )}
          {canManage && domain.verified && !domain.isDefault && (
            <Button size="small" variant="outlined" onClick={onDefault} disabled={defaulting.isLoading}>
              {t('domains.actions.makeDefault')}
            </Button>
          )}
          {canManage && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              {t('domains.actions.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Collapse in={open} id={stepsId}>
        <VerificationSteps domain={domain} result={result} />
      </Collapse>
      <ConfirmDialog
        open={confirming}
        title={t('domains.delete.title', { hostname: domain.hostname })}
        text={domain.linkCount > 0 ? t('domains.errors.in_use', { count: domain.linkCount }) : t('domains.delete.text')}
        confirmLabel={t('domains.actions.delete')}
        danger
        busy={removing.isLoading}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
