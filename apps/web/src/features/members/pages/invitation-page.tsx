import MailIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { setEnterprise } from '../../../app/store/context-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { usePreviewInvitationQuery } from '../api/preview-invitation.ts';
import { useAcceptInvitationMutation, useRejectInvitationMutation } from '../api/respond-to-invitation.ts';

/**
 * /auth/invitation?token=…: what the invitation offers, then accept (signed in as the
 * invited address) or decline. Used, expired and rejected invitations say so.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('invitation') ?? '';
  usePageTitle(t('members.invitation.title'));
  const signedIn = useAppSelector((state) => state.auth.profile !== null);
  const preview = usePreviewInvitationQuery(token, { skip: token.length < 16 });
  const [accept, acceptState] = useAcceptInvitationMutation();
  const [reject, rejectState] = useRejectInvitationMutation();
  const [declined, setDeclined] = useState(false);
  const invitation = preview.data;
  const answerError = acceptState.error ?? rejectState.error;
  const invalid = token.length < 16 || preview.isError;

  const onAccept = async () => {
    const result = await accept(token);
    if (result.data && invitation) {
      dispatch(setEnterprise({ id: result.data.orgId, name: invitation.orgName }));
      navigate('/d/apps/dashboard', { replace: true });
    }
  };

  return (
    <Paper
      component="section"
      elevation={4}
      sx={{ width: '100%', maxWidth: 520, mx: 'auto', p: { xs: 4, sm: 6 }, borderRadius: 3 }}
    >
      <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <MailIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Typography variant="h3" component="h1">
          {t('members.invitation.title')}
        </Typography>
        {invalid ? (
          <Alert severity="error" sx={{ width: '100%', textAlign: 'start' }}>
            {t('errors.INVALID_OR_EXPIRED_INVITATION')}
          </Alert>
        ) : (
          <DataState isLoading={preview.isLoading} isError={false} rows={2}>
            {invitation && (
              <Stack spacing={2} sx={{ width: '100%' }}>
                <Typography>
                  {t('members.invitation.offer', {
                    inviter: invitation.inviterName ?? t('ui.activity.system'),
                    org: invitation.orgName,
                    role: t(`roles.system.${invitation.role}`),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('members.invitation.forEmail', {
                    email: invitation.email,
                    date: new Date(invitation.expiresAt).toLocaleDateString(i18n.language),
                  })}
                </Typography>
                {declined ? (
                  <Alert severity="info">{t('members.invitation.declined')}</Alert>
                ) : invitation.status !== 'valid' ? (
                  <Alert severity="warning" sx={{ textAlign: 'start' }}>
                    {t(`members.invitation.state.${invitation.status}`)}
                  </Alert>
                ) : (
                  <>
                    {answerError && (
                      <Alert severity="error" sx={{ textAlign: 'start' }}>
                        {t(errorKey(answerError))}
                      </Alert>
                    )}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
                      {signedIn ? (
                        <Button variant="contained" size="large" onClick={onAccept} disabled={acceptState.isLoading}>
                          {t('members.invitation.accept')}
                        </Button>
                      ) : (
                        <Button
                          variant="contained"
                          size="large"
                          component={RouterLink}
                          to={`/auth/login?next=${encodeURIComponent(`/d/invitation?token=${token}`)}`}
                        >
                          {t('members.invitation.signInToAccept')}
                        </Button>
                      )}
                      <Button
                        size="large"
                        onClick={async () => {
                          const result = await reject(token);
                          if (!result.error) setDeclined(true);
                        }}
                        disabled={rejectState.isLoading}
                      >
                        {t('members.invitation.decline')}
                      </Button>
                    </Stack>
                  </>
                )}
              </Stack>
            )}
          </DataState>
        )}
        <Button component={RouterLink} to={signedIn ? '/d/apps' : '/auth/login'} size="small">
          {signedIn ? t('common.backToDashboard') : t('common.goToSignIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
