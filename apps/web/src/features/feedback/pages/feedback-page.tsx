import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { FeedbackKind } from '@osm5/shared/schemas/feedback';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetFeedbackRoleQuery } from '../api/feedback-role.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { FeedbackList } from '../components/feedback-list.tsx';
import { FeedbackThreadDialog } from '../components/feedback-thread-dialog.tsx';

/**
 * /settings/report_bug and /settings/suggest: send a report to the people who
 * run this instance, follow one's own, and (operators) answer everyone's.
 * `?report=<id>` opens a report's thread: the link in the mails.
 */
export function FeedbackPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const role = useGetFeedbackRoleQuery();
  const operator = role.data?.operator ?? false;
  const { toast, show } = useToast();
  const [formKey, setFormKey] = useState(0);
  const open = params.get('report');
  const fromPage = (location.state as { from?: string } | null)?.from;

  const openReport = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('report', id);
        else next.delete('report');
        return next;
      },
      { state: location.state },
    );

  return (
    <>
      <PageHeader title={t(`feedback.page.title.${kind}`)} subtitle={t(`feedback.page.lead.${kind}`)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <FeedbackForm
                key={formKey}
                kind={kind}
                fromPage={fromPage}
                onSent={(id, failedFiles) => {
                  setFormKey((k) => k + 1);
                  show(
                    failedFiles > 0
                      ? t('feedback.page.sentWithoutFiles', { n: failedFiles, count: failedFiles })
                      : t(`feedback.page.sent.${kind}`),
                    failedFiles > 0 ? 'info' : 'success',
                  );
                  openReport(id);
                }}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <FeedbackList scope="mine" kind={kind} onOpen={openReport} />
          </Stack>
        </Grid>
        {operator && (
          <Grid size={12}>
            <FeedbackList scope="all" onOpen={openReport} />
          </Grid>
        )}
      </Grid>
      {open && <FeedbackThreadDialog id={open} operator={operator} onClose={() => openReport(null)} />}
      {toast}
    </>
  );
}

export const ReportBugPage = () => <FeedbackPage kind="bug" />;
export const SuggestPage = () => <FeedbackPage kind="suggestion" />;
