import type { MailMessage } from '../../plugins/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The layout every Brigade e-mail shares: a greeting, paragraphs, one link, a closing line. */
export function layout(
  greeting: string,
  paragraphs: string[],
  link: { href: string; label: string },
  closing: string,
) {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    link.href,
    '',
    closing,
    '',
    '— Brigade',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#555">${escapeHtml(closing)}</p>
<p>— Brigade</p>
</body></html>`;
  return { text, html };
}

/** The sign-up e-mail: a single-use link to PUBLIC_URL/activate?key=… */
export function activationEmail(
  to: { email: string; firstName: string; login: string },
  link: string,
): MailMessage {
  const body = layout(
    `Hello ${to.firstName},`,
    [
      `Your Brigade account "${to.login}" has been created.`,
      'Please open the link below to activate it (it works once, within 7 days):',
    ],
    { href: link, label: 'Activate my account' },
    'If you did not sign up for Brigade, you can ignore this e-mail.',
  );
  return { to: to.email, subject: 'Brigade account activation', ...body, links: [link] };
}

/** The forgotten-password e-mail: a single-use link to PUBLIC_URL/account/reset-password?key=… */
export function resetPasswordEmail(to: { email: string; firstName: string }, link: string): MailMessage {
  const body = layout(
    `Hello ${to.firstName},`,
    [
      'A password reset was requested for your Brigade account.',
      'Open the link below to choose a new password (it works once, within 24 hours):',
    ],
    { href: link, label: 'Reset my password' },
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
  );
  return { to: to.email, subject: 'Brigade password reset', ...body, links: [link] };
}
