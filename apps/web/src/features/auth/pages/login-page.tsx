import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { setProfile } from '../../../app/store/auth-slice.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import type { LoginResponse } from '../api/login.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // Spec §4: after sign-in the profile is set from the response's data field.
  const onSignedIn = (response: LoginResponse) => {
    dispatch(setProfile(response.data));
    navigate('/d/apps', { replace: true });
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 460 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {t('auth.login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('auth.login.subtitle')}
        </Typography>
        <LoginForm onSignedIn={onSignedIn} />
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Typography component="span" color="text.secondary">
            {t('auth.login.noAccount')}{' '}
          </Typography>
          <Link component={RouterLink} to="/auth/register" sx={{ fontWeight: 600 }}>
            {t('auth.login.register')}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
